import { describe, expect, it } from "vitest";
import { dateOfBirthRange, istToday, normaliseMobile } from "#shared/registration/forgiving-input.ts";
import { requiredMessage } from "#shared/registration/messages.ts";
import { fieldErrors, UserDetailsSchema } from "#shared/registration/user-details-schema.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("mobile numbers as people type them", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["(98765) 43210", "9876543210"],
    ["98765\u00a043210", "9876543210"],
    ["98765–43210", "9876543210"],
  ])("%j keeps the 10 digits", (typed, digits) => {
    expect(normaliseMobile(typed)).toBe(digits);
    expect(UserDetailsSchema.shape.mobileNo.parse(typed)).toBe(digits);
  });

  it.each(["98765", "+1 415 555 0100", "98765432101", "+92 98765 43210", "98765 4321O", "call me"])(
    "%j is refused with the format message",
    (typed) => {
      expect(firstMessage(UserDetailsSchema.shape.mobileNo.safeParse(typed))).toBe(
        "Mobile Number must be exactly 10 digits and contain only numbers.",
      );
    },
  );

  it("an empty field names the label the form shows", () => {
    expect(firstMessage(UserDetailsSchema.shape.mobileNo.safeParse("  "))).toBe("mobile number is required");
  });
});

describe("names in any script", () => {
  const firstName = UserDetailsSchema.shape.firstName;
  it.each([
    "Meera",
    "Mary Ann",
    "Mary  Ann",
    "D'Souza",
    "D’Souza",
    "Jean-Luc",
    "A. R.",
    "K.",
    "मीरा",
    "अंकित कुमार",
    "श्रीनिवास",
    "க்ஷேத்ரா",
    "José",
    "O'Neil-Smith",
  ])("%j is a name", (typed) => {
    expect(firstName.safeParse(typed).success).toBe(true);
  });

  it("keeps one space between words", () => {
    expect(firstName.parse("  Mary   Ann ")).toBe("Mary Ann");
  });

  it.each(["Meera2", "R1ya", "Meera!", "Rao-", "-Rao", "Ra--o", "@meera", "मीरा१", "Meera 😀", "..", "'"])(
    "%j is refused: 'First Name should only contain alphabets.'",
    (typed) => {
      expect(firstMessage(firstName.safeParse(typed))).toBe("First Name should only contain alphabets.");
    },
  );

  it("middle and last name say their own label", () => {
    expect(firstMessage(UserDetailsSchema.shape.middleName.safeParse("K2"))).toBe("Middle Name should only contain alphabets.");
    expect(firstMessage(UserDetailsSchema.shape.lastName.safeParse("Rao#"))).toBe("Last Name should only contain alphabets.");
    expect(UserDetailsSchema.shape.middleName.parse("")).toBe("");
  });

  it("a long run of letters with a bad ending is refused quickly (no catastrophic backtracking)", () => {
    const started = performance.now();
    expect(firstName.safeParse(`${"a ".repeat(24)}a!`).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("date of birth between 5 and 100 years ago", () => {
  it("counts the days in India", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(istToday(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(dateOfBirthRange(new Date("2026-12-31T20:00:00Z"))).toEqual({ earliest: "1927-01-01", latest: "2022-01-01" });
  });

  it("a 29 February today falls back to the 28th in a year without one", () => {
    expect(dateOfBirthRange(new Date("2028-02-29T06:00:00Z"))).toEqual({ earliest: "1928-02-29", latest: "2023-02-28" });
  });

  it("accepts the two ends and refuses a day beyond either", () => {
    const { earliest, latest } = dateOfBirthRange(new Date());
    const dateOfBirth = UserDetailsSchema.shape.dateOfBirth;
    expect(dateOfBirth.safeParse(earliest).success).toBe(true);
    expect(dateOfBirth.safeParse(latest).success).toBe(true);
    // Required since the age step (docs/privacy.md#age-first).
    expect(dateOfBirth.safeParse("").success).toBe(false);
    const dayAfter = new Date(Date.parse(latest) + 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
    expect(firstMessage(dateOfBirth.safeParse(dayAfter))).toBe("Date of birth must be between 5 and 100 years ago.");
    expect(firstMessage(dateOfBirth.safeParse(dayBefore))).toBe("Date of birth must be between 5 and 100 years ago.");
    expect(firstMessage(dateOfBirth.safeParse("15/08/2005"))).toBe("Enter a valid date of birth.");
  });
});

describe("required fields name the label the person sees", () => {
  it("in lower case, followed by ' is required'", () => {
    expect(requiredMessage("Mobile Number")).toBe("mobile number is required");
    expect(requiredMessage("firstName")).toBe("first name is required");
  });

  it("for every required field of the details form", () => {
    // The form (and the server, for a field left out) sends an empty field as "".
    const empty = Object.fromEntries(
      ["firstName", "lastName", "mobileNo", "email", "countryId", "stateId", "cityId", "address", "gender"].map((field) => [field, ""]),
    );
    const result = UserDetailsSchema.safeParse(empty);
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toMatchObject({
      firstName: "first name is required",
      lastName: "last name is required",
      mobileNo: "mobile number is required",
      email: "email is required",
      countryId: "country is required",
      stateId: "state is required",
      cityId: "city is required",
      address: "address is required",
      gender: "gender is required",
    });
  });
});
