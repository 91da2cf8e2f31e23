/**
 * The site's system font stacks (app/theme.css): Latin from system-ui as before, and the Devanagari
 * faces asked for right after it, before faces that have no Devanagari. A Hindi page's first layout
 * otherwise asks, for every size and weight of its text, for each of those faces first (issue 28:
 * no task over 50 ms at 4x CPU slowdown; /hi/'s first layout was the one over it).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const theme = readFileSync(path.resolve(import.meta.dirname, "../../app/theme.css"), "utf8");

function stack(variable: string): string[] {
  const value = new RegExp(`${variable}:([^;]+);`).exec(theme)?.[1];
  if (!value) throw new Error(`${variable} not in app/theme.css`);
  return value.split(",").map((family) => family.trim().replaceAll('"', ""));
}

const devanagari = ["Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari"];
const withoutDevanagari = ["-apple-system", "Segoe UI", "Roboto", "Noto Sans", "Helvetica Neue", "Arial"];

describe.each(["--font-sans", "--font-display"])("%s", (variable) => {
  const families = stack(variable);

  it("takes Latin from the system's interface font first, as before", () => {
    expect(families.slice(0, 2)).toEqual(["ui-sans-serif", "system-ui"]);
    expect(families.at(-1)).toBe("sans-serif");
  });

  it("asks for the Devanagari faces right after it, before any face without Devanagari", () => {
    expect(families.slice(2, 2 + devanagari.length)).toEqual(devanagari);
    for (const family of withoutDevanagari.filter((name) => families.includes(name))) {
      expect(families.indexOf(family)).toBeGreaterThan(2 + devanagari.length - 1);
    }
  });
});
