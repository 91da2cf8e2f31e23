import { describe, expect, it } from "vitest";
import { displayName } from "#shared/display-name.ts";

describe("displayName", () => {
  it("joins the parts that are not blank with one space", () => {
    expect(displayName({ firstName: "Asha", lastName: "Verma" })).toBe("Asha Verma");
    expect(displayName({ firstName: " Asha ", middleName: "  ", lastName: "Verma" })).toBe("Asha Verma");
    expect(displayName({ firstName: "Asha", middleName: "Kumari", lastName: "Verma" })).toBe("Asha Kumari Verma");
    expect(displayName({ firstName: "Asha", middleName: null, lastName: "" })).toBe("Asha");
    expect(displayName({ firstName: "आशा", lastName: "वर्मा" })).toBe("आशा वर्मा");
  });
});
