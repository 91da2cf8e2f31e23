import { describe, expect, it } from "vitest";
import { indianDigits } from "#shared/i18n/indian-digits.ts";

/** What the formatter replaces, for every language the site speaks: the same text is the contract. */
const intl = (locale: string, value: number, min: number, max: number) =>
  new Intl.NumberFormat(locale, { numberingSystem: "latn", minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

/** A fixed pseudo-random sequence, so a failure names a value that fails again. */
function* seeded(count: number) {
  let state = 20261126;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe("indianDigits", () => {
  const values = [
    0,
    -0,
    1,
    -1,
    7,
    99,
    100,
    999,
    1000,
    1499,
    14999.5,
    100000,
    1000000,
    12345678,
    123456789012,
    0.5,
    0.05,
    0.005,
    1.005,
    1.015,
    2.675,
    1499.995,
    999.995,
    99999.999,
    -1234567.125,
    0.125,
    0.375,
    1e-7,
    123.456,
    1e15,
    2 ** 53,
    1e21,
    1.5e22,
  ];
  for (const number of seeded(400)) values.push(Math.round(number * 10 ** Math.floor(number * 12)) / 10 ** Math.floor(number * 4));

  for (const locale of ["en-IN", "hi-IN"]) {
    for (const [min, max] of [
      [0, 0],
      [2, 2],
      [0, 2],
    ] as const) {
      it(`writes what Intl.NumberFormat(${locale}, ${min}–${max} fraction digits) writes`, () => {
        for (const value of values) expect(indianDigits(value, min, max), String(value)).toBe(intl(locale, value, min, max));
      });
    }
  }

  it("groups the Indian way and keeps Latin digits", () => {
    expect(indianDigits(10000000, 0, 0)).toBe("1,00,00,000");
    expect(indianDigits(149950 / 100, 2, 2)).toBe("1,499.50");
  });
});
