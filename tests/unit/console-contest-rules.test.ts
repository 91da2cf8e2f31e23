import { describe, expect, it } from "vitest";
import {
  ContestFormSchema,
  type ContestFormValues,
  contestDateIssues,
  contestListIssues,
  contestSaveIssues,
  emptyContestForm,
  toPaise,
} from "#shared/console/contest-form.ts";
import { istDayEnd, istDayStart, istMomentToInstant, toIstDay, toIstMoment } from "#shared/console/ist-input.ts";
import { isMediaInput } from "#shared/console/media-input.ts";
import { contestBadge } from "#shared/contest-status.ts";

const dates = {
  registrationStartDate: "2026-12-01",
  registrationEndDate: "2026-12-10",
  contestStartDate: "2026-12-11T10:00",
  contestEndDate: "2026-12-20T18:00",
  resultAnnouncementDate: "2026-12-22T12:00",
};

function form(overrides: Partial<ContestFormValues> = {}): ContestFormValues {
  return {
    ...emptyContestForm(),
    title: "Monsoon Stories",
    contestCategoryId: "64b000000000000000000010",
    ...dates,
    ...overrides,
  };
}

/** The first message the schema gives for a field, or undefined. */
function messageAt(values: ContestFormValues, path: string): string | undefined {
  const result = ContestFormSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === path)?.message;
}

describe("IST dates of the console's form", () => {
  it.each([
    ["2026-12-01", "2026-11-30T18:30:00.000Z", "2026-12-01T18:29:59.999Z"],
    ["2027-01-01", "2026-12-31T18:30:00.000Z", "2027-01-01T18:29:59.999Z"],
  ])("day %s runs from %s to %s", (day, start, end) => {
    expect(istDayStart(day)?.toISOString()).toBe(start);
    expect(istDayEnd(day)?.toISOString()).toBe(end);
  });

  it.each([
    ["2026-12-11T10:00", "2026-12-11T04:30:00.000Z"],
    ["2026-12-11T00:15", "2026-12-10T18:45:00.000Z"],
    ["2026-12-11T23:59", "2026-12-11T18:29:00.000Z"],
  ])("the IST moment %s is %s", (moment, instant) => {
    expect(istMomentToInstant(moment)?.toISOString()).toBe(instant);
    expect(toIstMoment(instant)).toBe(moment);
  });

  it("reads back the IST day of an instant whatever its UTC day", () => {
    // 20:00 UTC on the 10th is 01:30 IST on the 11th.
    expect(toIstDay("2026-12-10T20:00:00.000Z")).toBe("2026-12-11");
    expect(toIstDay(null)).toBe("");
  });

  it.each(["2026-02-30", "2026-13-01", "2026-12-11T24:00", "2026-12-11T10:60", "11/12/2026", "", "2026-12-11T10:00:00"])(
    "refuses %j as a date",
    (text) => {
      expect(text.includes("T") ? istMomentToInstant(text) : istDayStart(text)).toBeNull();
    },
  );
});

describe("contest dates in order", () => {
  it("accepts dates in order", () => {
    expect(contestDateIssues(dates)).toEqual([]);
  });

  it.each([
    [{ registrationEndDate: "2026-11-30" }, "registrationEndDate", "Registration end must be on or after registration start."],
    // The contest may start the day after registration ends, never on its last day.
    [{ contestStartDate: "2026-12-10T23:59" }, "contestStartDate", "Contest start must be after the registration end day."],
    [{ contestEndDate: "2026-12-11T10:00" }, "contestEndDate", "Contest end must be after contest start."],
    [{ resultAnnouncementDate: "2026-12-20T17:59" }, "resultAnnouncementDate", "Result announcement must be after contest end."],
  ])("%j → %s: %s", (overrides, path, message) => {
    expect(contestDateIssues({ ...dates, ...overrides })).toEqual([{ path, message }]);
  });

  it("lets registration open and close on one day, the contest start at 00:00 IST the next day, and results come at the end", () => {
    expect(
      contestDateIssues({
        registrationStartDate: "2026-12-01",
        registrationEndDate: "2026-12-01",
        contestStartDate: "2026-12-02T00:00",
        contestEndDate: "2026-12-02T00:01",
        resultAnnouncementDate: "2026-12-02T00:01",
      }),
    ).toEqual([]);
  });

  it("has no result rule without a result date", () => {
    expect(contestDateIssues({ ...dates, resultAnnouncementDate: "" })).toEqual([]);
  });

  it("saved dates give the badge the same IST days the organiser typed", () => {
    const saved = {
      registrationStartDate: istDayStart(dates.registrationStartDate),
      registrationEndDate: istDayEnd(dates.registrationEndDate),
      contestStartDate: istMomentToInstant(dates.contestStartDate),
      contestEndDate: istMomentToInstant(dates.contestEndDate),
    };
    expect(contestBadge(saved, new Date("2026-11-30T18:29:59.999Z"))).toBe("Upcoming");
    expect(contestBadge(saved, new Date("2026-11-30T18:30:00.000Z"))).toBe("Registration Open");
    expect(contestBadge(saved, new Date("2026-12-10T18:29:59.999Z"))).toBe("Registration Open");
    expect(contestBadge(saved, new Date("2026-12-10T18:30:00.000Z"))).toBe("Registration Closed");
    expect(contestBadge(saved, new Date("2026-12-11T04:30:00.000Z"))).toBe("In Progress");
    expect(contestBadge(saved, new Date("2026-12-20T12:30:00.001Z"))).toBe("Completed");
  });
});

describe("the contest form schema", () => {
  it("accepts a complete form and trims its text", () => {
    const result = ContestFormSchema.safeParse(form({ title: "  Monsoon Stories  ", rules: [" Be kind "] }));
    expect(result.success).toBe(true);
    expect(result.data?.title).toBe("Monsoon Stories");
    expect(result.data?.rules).toEqual(["Be kind"]);
  });

  it.each<[Partial<ContestFormValues>, string, string]>([
    [{ title: "" }, "title", "Title is required."],
    [{ entryFee: -0.01 }, "entryFee", "Entry fee cannot be negative."],
    [{ entryFee: Number.NaN }, "entryFee", "Entry fee must be a number."],
    [{ entryFee: 100_001 }, "entryFee", "Entry fee cannot be more than 1,00,000."],
    [{ entryFee: 1.005 }, "entryFee", "Entry fee can have at most two decimal places."],
    [{ prizePool: -1 }, "prizePool", "Prize pool cannot be negative."],
    [{ maxParticipants: -1 }, "maxParticipants", "Max participants cannot be negative."],
    [{ maxParticipants: 2.5 }, "maxParticipants", "Max participants must be a whole number."],
    [{ contestCategoryId: "" }, "contestCategoryId", "Contest category is required."],
    [{ registrationStartDate: "" }, "registrationStartDate", "Registration start is required."],
    [{ contestStartDate: "2026-12-11" }, "contestStartDate", "Contest start must be a real date and time."],
    [{ rules: ["ok", " "] }, "rules.1", "Rules cannot have an empty line."],
    [{ prizes: [{ title: "", rank: 1, amount: 1, description: "" }] }, "prizes.0.title", "Prize title is required."],
    [{ prizes: [{ title: "Gold", rank: 0, amount: 1, description: "" }] }, "prizes.0.rank", "Rank must be a whole number from 1."],
    [{ prizes: [{ title: "Gold", rank: 1, amount: -1, description: "" }] }, "prizes.0.amount", "Prize amount cannot be negative."],
    [{ judges: [{ judgeId: "64b000000000000000000011", role: "" }] }, "judges.0.role", "Judge role is required."],
    [
      { eligibleCityIds: ["64b000000000000000000012", "64b000000000000000000012"] },
      "eligibleCityIds",
      "Allowed cities lists a place twice.",
    ],
    [{ banner: "/uploads/../../etc/passwd" }, "banner", "Banner must be an uploaded image."],
    [{ gallery: ["http://example.com/a.jpg"] }, "gallery.0", "Gallery image must be an uploaded image."],
    [{ entryFeeCurrency: "USD" as "INR" }, "entryFeeCurrency", "Entry fee currency must be INR."],
  ])("%j → %s: %s", (overrides, path, message) => {
    expect(messageAt(form(overrides), path)).toBe(message);
  });

  it("refuses two prizes of one rank and a judge twice, at the second", () => {
    const values = {
      prizes: [
        { title: "Gold", rank: 1, amount: 100, description: "" },
        { title: "Also gold", rank: 1, amount: 50, description: "" },
      ],
      judges: [
        { judgeId: "64b000000000000000000011", role: "Chair" },
        { judgeId: "64b000000000000000000011", role: "Guest" },
      ],
    };
    expect(contestListIssues(values)).toEqual([
      { path: "prizes.1.rank", message: "Each prize needs its own rank." },
      { path: "judges.1.judgeId", message: "This judge is already on the contest." },
    ]);
    expect(messageAt(form(values), "prizes.1.rank")).toBe("Each prize needs its own rank.");
  });
});

describe("rules that need the database", () => {
  const current = { completedRegistrations: 12, entryFeePaise: 9_900, hasPayments: false };

  it.each([
    [12, []],
    [50, []],
    [0, []],
    [11, [{ path: "maxParticipants", message: "Max participants cannot be below the 12 completed registrations (0 means unlimited)." }]],
  ])("max participants %i with 12 completed registrations", (maxParticipants, issues) => {
    expect(contestSaveIssues({ maxParticipants, entryFeePaise: 9_900 }, current)).toEqual(issues);
  });

  it("lets the fee change until someone pays, then never", () => {
    expect(contestSaveIssues({ maxParticipants: 0, entryFeePaise: 14_900 }, current)).toEqual([]);
    expect(contestSaveIssues({ maxParticipants: 0, entryFeePaise: 14_900 }, { ...current, hasPayments: true })).toEqual([
      { path: "entryFee", message: "The entry fee cannot change: creators have already paid or started paying this fee." },
    ]);
    expect(contestSaveIssues({ maxParticipants: 0, entryFeePaise: 9_900 }, { ...current, hasPayments: true })).toEqual([]);
  });

  it("has nothing to check for a new contest", () => {
    expect(contestSaveIssues({ maxParticipants: 1, entryFeePaise: 1 }, null)).toEqual([]);
  });

  it.each([
    [149.5, 14_950],
    [0.1 + 0.2, 30],
    [99.99, 9_999],
    [0, 0],
  ])("%f rupees are %i paise", (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });
});

describe("pictures a form may point at", () => {
  it.each([
    ["/uploads/console/banner/0123456789abcdef01234567.webp", true],
    ["/uploads/banners/hero-1.webp", true],
    ["https://cdn.example.in/judge.jpg", true],
    ["http://cdn.example.in/judge.jpg", false],
    ["/uploads/../secret", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["//evil.example/x.png", false],
  ])("%s → %s", (value, accepted) => {
    expect(isMediaInput(value)).toBe(accepted);
  });
});
