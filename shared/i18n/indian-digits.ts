/**
 * Numbers in Latin digits with India's grouping (12,34,567.5), rounded half away from zero as
 * Intl.NumberFormat rounds, written without Intl: a phone's first Intl formatter starts ICU on the
 * main thread (measured: 70–107 ms with the CPU slowed 4×, inside the page's first script task),
 * and the public pages need nothing else from it. tests/unit/indian-digits.test.ts compares it with Intl.
 */
export function indianDigits(value: number, minFraction: number, maxFraction: number): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole, fraction] = plainDecimal(Math.abs(value));
  if (fraction.length > maxFraction) {
    // "5" or more in the first dropped place rounds up; on the shortest decimal that round-trips, as Intl does.
    const roundUp = fraction.charCodeAt(maxFraction) >= 53;
    const kept = BigInt(whole + fraction.slice(0, maxFraction)) + (roundUp ? 1n : 0n);
    const digits = kept.toString().padStart(maxFraction + 1, "0");
    whole = digits.slice(0, digits.length - maxFraction);
    fraction = digits.slice(digits.length - maxFraction);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minFraction, "0");
  return `${sign}${groupedIndian(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupedIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

/** The number's digits before and after the point, never in exponent form. */
function plainDecimal(abs: number): [string, string] {
  const text = String(abs);
  if (!text.includes("e")) {
    const [whole = "0", fraction = ""] = text.split(".");
    return [whole, fraction];
  }
  if (abs >= 1) return [BigInt(abs).toString(), ""];
  const [whole = "0", fraction = ""] = abs.toFixed(100).split(".");
  return [whole, fraction.replace(/0+$/, "")];
}
