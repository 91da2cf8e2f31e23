import { describe, expect, it } from "vitest";
import { endOfIstDay, formatIstDate, formatIstDateTime, istDayNumber, startOfIstDay } from "#shared/ist.ts";
import { absoluteUrl, mediaUrl } from "#shared/media-url.ts";
import { formatMoney, listNumber, truncate } from "#shared/text.ts";

describe("listNumber", () => {
  it.each([
    [0, "00"],
    [1, "01"],
    [7, "07"],
    [10, "10"],
    [99, "99"],
    [123, "123"],
  ])("%i → %s", (index, expected) => {
    expect(listNumber(index)).toBe(expected);
  });
});

describe("truncate", () => {
  it.each([
    ["short", 20, "short"],
    ["exactly twenty chars", 20, "exactly twenty chars"],
    ["twenty-one characters", 20, "twenty-one character..."],
    ["Short videos about the place you call home", 20, "Short videos about t..."],
    ["", 20, ""],
    ["abc", 0, "..."],
  ])("truncate(%j, %i) → %j", (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it("cuts at the spec's 20 and 70 characters", () => {
    const long = "x".repeat(100);
    expect(truncate(long, 20)).toHaveLength(23);
    expect(truncate(long, 70)).toBe(`${"x".repeat(70)}...`);
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "INR", "₹0"],
    [499, "INR", "₹499"],
    [1499, "INR", "₹1,499"],
    [150000, "INR", "₹1,50,000"],
    [12345678, "INR", "₹1,23,45,678"],
    [99.5, "INR", "₹99.5"],
    [2500.25, "INR", "₹2,500.25"],
    [10.129, "INR", "₹10.13"],
    [1499, "USD", "1,499 USD"],
  ])("formatMoney(%d, %s) → %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it("defaults to rupees", () => {
    expect(formatMoney(2000)).toBe("₹2,000");
  });
});

describe("mediaUrl: the three kinds of judge image path", () => {
  it.each([
    // An absolute URL is used as is.
    ["https://cdn.example.in/judges/meera.jpg", "https://cdn.example.in/judges/meera.jpg"],
    ["HTTP://cdn.example.in/a.png", "HTTP://cdn.example.in/a.png"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
    // A path containing "uploads" is served from our host.
    ["/uploads/judges/meera.webp", "/uploads/judges/meera.webp"],
    ["uploads/judges/meera.webp", "/uploads/judges/meera.webp"],
    ["public/uploads/old/meera.webp", "/public/uploads/old/meera.webp"],
    // Anything else is a file kept under /uploads/.
    ["meera.webp", "/uploads/meera.webp"],
    ["/meera.webp", "/uploads/meera.webp"],
    ["judges/meera.webp", "/uploads/judges/meera.webp"],
  ])("%s → %s", (path, expected) => {
    expect(mediaUrl(path)).toBe(expected);
  });

  it.each([[null], [undefined], [""]])("%j → null", (path) => {
    expect(mediaUrl(path)).toBeNull();
  });

  it("absoluteUrl joins a media path to the public origin", () => {
    expect(absoluteUrl("/uploads/contests/banner.webp", "https://contests.example.in")).toBe(
      "https://contests.example.in/uploads/contests/banner.webp",
    );
    expect(absoluteUrl("https://cdn.example.in/x.png", "https://contests.example.in")).toBe("https://cdn.example.in/x.png");
  });
});

describe("IST day helpers", () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // 18:30 UTC is midnight IST.
    ["2026-03-10T18:29:59.999Z", "2026-03-09T18:30:00.000Z", "2026-03-10T18:29:59.999Z"],
    ["2026-03-10T18:30:00.000Z", "2026-03-10T18:30:00.000Z", "2026-03-11T18:29:59.999Z"],
    ["2026-03-10T00:00:00.000Z", "2026-03-09T18:30:00.000Z", "2026-03-10T18:29:59.999Z"],
    ["2026-12-31T20:00:00.000Z", "2026-12-31T18:30:00.000Z", "2027-01-01T18:29:59.999Z"],
  ])("the IST day of %s runs from %s to %s", (instant, start, end) => {
    expect(startOfIstDay(at(instant)).toISOString()).toBe(start);
    expect(endOfIstDay(at(instant)).toISOString()).toBe(end);
  });

  it("numbers IST days so that 18:30 UTC starts the next one", () => {
    expect(istDayNumber(at("2026-03-10T18:30:00.000Z")) - istDayNumber(at("2026-03-10T18:29:59.999Z"))).toBe(1);
    expect(istDayNumber(at("2026-03-10T00:00:00.000Z"))).toBe(istDayNumber(at("2026-03-10T18:29:59.999Z")));
  });

  it("formats dates in IST whatever the process zone", () => {
    expect(formatIstDate("2026-11-20T19:00:00.000Z")).toBe("21 Nov 2026");
    expect(formatIstDateTime("2026-11-21T10:35:00.000Z")).toMatch(/^21 Nov 2026, 4:05\s?pm$/i);
    expect(formatIstDate(null)).toBe("-");
    expect(formatIstDateTime(undefined)).toBe("-");
  });
});
