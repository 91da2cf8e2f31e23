import { afterAll, describe, expect, it } from "vitest";
import {
  applicantsButtonState,
  type ContestDates,
  contestBadge,
  isContestFull,
  isUnlimited,
  maxParticipantsLabel,
  placesLeft,
  registerButtonState,
  registrationWindow,
} from "#shared/contest-status.ts";

/** An instant given as India Standard Time wall-clock time, e.g. ist("2026-03-10 23:30"). */
const ist = (wallClock: string): Date => {
  const [day, time = "00:00"] = wallClock.split(" ");
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  return new Date(`${day}T${withSeconds}+05:30`);
};

/**
 * One contest around 10 March 2026 (IST): registration 1 March 10:00 → 10 March 10:00, contest
 * 15 March 09:00 → 20 March 18:00. Registration days are whole IST days: open from 1 March 00:00
 * through 10 March 23:59:59.999.
 */
const contest: ContestDates = {
  registrationStartDate: ist("2026-03-01 10:00").toISOString(),
  registrationEndDate: ist("2026-03-10 10:00").toISOString(),
  contestStartDate: ist("2026-03-15 09:00").toISOString(),
  contestEndDate: ist("2026-03-20 18:00").toISOString(),
  isCompleted: false,
  status: null,
};

// The moments that matter, with what each rule must say then. "Registration Closed" between the
// end day and the contest start; the contest's own dates are instants, not days.
const moments: [label: string, now: Date, badge: string, register: string, applicants: string, windowOpen: boolean][] = [
  ["a week before registration", ist("2026-02-22 12:00"), "Upcoming", "Registration Not Started", "No Applicants", false],
  [
    "the last ms of the day before the start day",
    ist("2026-02-28 23:59:59.999"),
    "Upcoming",
    "Registration Not Started",
    "No Applicants",
    false,
  ],
  [
    "00:00 IST of the start day, before the stored 10:00",
    ist("2026-03-01 00:00"),
    "Registration Open",
    "Register Now",
    "View Applicants",
    true,
  ],
  [
    "05:29 IST of the start day (still the previous day in UTC)",
    ist("2026-03-01 05:29"),
    "Registration Open",
    "Register Now",
    "View Applicants",
    true,
  ],
  ["the middle of registration", ist("2026-03-05 15:00"), "Registration Open", "Register Now", "View Applicants", true],
  ["after the stored end time on the end day", ist("2026-03-10 12:00"), "Registration Open", "Register Now", "View Applicants", true],
  ["23:30 IST on the end day (18:00 UTC)", ist("2026-03-10 23:30"), "Registration Open", "Register Now", "View Applicants", true],
  ["the last ms of the end day", ist("2026-03-10 23:59:59.999"), "Registration Open", "Register Now", "View Applicants", true],
  [
    "00:00:00.000 IST the day after the end day",
    ist("2026-03-11 00:00"),
    "Registration Closed",
    "Registration Closed",
    "View Applicants",
    false,
  ],
  [
    "02:00 IST the next day (still the end day in UTC)",
    ist("2026-03-11 02:00"),
    "Registration Closed",
    "Registration Closed",
    "View Applicants",
    false,
  ],
  [
    "the ms before the contest starts",
    new Date(ist("2026-03-15 09:00").getTime() - 1),
    "Registration Closed",
    "Registration Closed",
    "View Applicants",
    false,
  ],
  ["the moment the contest starts", ist("2026-03-15 09:00"), "In Progress", "Registration Closed", "View Applicants", false],
  ["during the contest", ist("2026-03-18 12:00"), "In Progress", "Registration Closed", "View Applicants", false],
  ["the moment the contest ends", ist("2026-03-20 18:00"), "In Progress", "Registration Closed", "View Applicants", false],
  [
    "1 ms after the contest ends",
    new Date(ist("2026-03-20 18:00").getTime() + 1),
    "Completed",
    "Registration Closed",
    "View Applicants",
    false,
  ],
  ["a month later", ist("2026-04-20 12:00"), "Completed", "Registration Closed", "View Applicants", false],
];

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// The rules take `now` explicitly and use no local time zone: the process's zone must not matter.
describe.each(["UTC", "Asia/Kolkata", "America/Los_Angeles", "Pacific/Kiritimati"])("with the process in TZ=%s", (zone) => {
  it("the zone is in effect", () => {
    process.env.TZ = zone;
    const offset = new Date("2026-03-10T12:00:00Z").getTimezoneOffset();
    expect({ UTC: 0, "Asia/Kolkata": -330, "America/Los_Angeles": 420, "Pacific/Kiritimati": -840 }[zone]).toBe(offset);
  });

  describe.each(moments)("at %s", (_label, now, badge, register, applicants, windowOpen) => {
    it(`the badge reads ${badge}`, () => {
      process.env.TZ = zone;
      expect(contestBadge(contest, now)).toBe(badge);
    });

    it(`the register button reads ${register}`, () => {
      process.env.TZ = zone;
      const state = registerButtonState(contest, now);
      expect(state).toEqual({ label: register, disabled: register !== "Register Now" });
    });

    it(`the applicants button reads ${applicants}`, () => {
      process.env.TZ = zone;
      expect(applicantsButtonState(contest, now)).toEqual({ label: applicants, disabled: applicants === "No Applicants" });
    });

    it(`the registration window is ${windowOpen ? "open" : "closed"}`, () => {
      process.env.TZ = zone;
      expect(registrationWindow(contest, now) === "open").toBe(windowOpen);
    });
  });
});

describe("contestBadge", () => {
  it.each(moments.map(([label, now]) => [label, now] as const))("reads Completed at %s once isCompleted is set", (_label, now) => {
    expect(contestBadge({ ...contest, isCompleted: true }, now)).toBe("Completed");
  });

  it.each([
    ["no dates at all", {}],
    ["only registration dates", { registrationStartDate: contest.registrationStartDate, registrationEndDate: contest.registrationEndDate }],
    ["a status but no dates", { status: "Coming Soon" }],
  ])("reads Completed with %s once isCompleted is set", (_label, dates) => {
    expect(contestBadge({ ...dates, isCompleted: true }, ist("2026-03-05 12:00"))).toBe("Completed");
  });

  it("reads Completed after the contest end even when the registration dates are missing", () => {
    expect(
      contestBadge(
        { contestStartDate: contest.contestStartDate, contestEndDate: contest.contestEndDate, status: "Open" },
        ist("2026-04-01 00:00"),
      ),
    ).toBe("Completed");
  });

  it("shows the status field as is when registration dates are missing, and Upcoming without one", () => {
    const now = ist("2026-03-05 12:00");
    expect(contestBadge({ status: "Coming Soon" }, now)).toBe("Coming Soon");
    expect(contestBadge({ registrationStartDate: contest.registrationStartDate, status: "Announced" }, now)).toBe("Announced");
    expect(contestBadge({}, now)).toBe("Upcoming");
    expect(contestBadge({ status: "" }, now)).toBe("Upcoming");
  });

  it("reads In Progress during the contest whatever the status field says", () => {
    expect(
      contestBadge(
        { contestStartDate: contest.contestStartDate, contestEndDate: contest.contestEndDate, status: "Coming Soon" },
        ist("2026-03-16 10:00"),
      ),
    ).toBe("In Progress");
  });

  it("reads Registration Closed after the end day when the contest has no start date", () => {
    const { contestStartDate: _start, contestEndDate: _end, ...registrationOnly } = contest;
    expect(contestBadge(registrationOnly, ist("2026-03-11 00:00"))).toBe("Registration Closed");
    expect(contestBadge(registrationOnly, ist("2026-03-10 23:59"))).toBe("Registration Open");
  });

  it("accepts Date objects as well as ISO strings", () => {
    const asDates: ContestDates = {
      registrationStartDate: ist("2026-03-01 10:00"),
      registrationEndDate: ist("2026-03-10 10:00"),
      contestStartDate: ist("2026-03-15 09:00"),
      contestEndDate: ist("2026-03-20 18:00"),
    };
    expect(contestBadge(asDates, ist("2026-03-10 23:30"))).toBe("Registration Open");
    expect(contestBadge(asDates, ist("2026-03-11 00:00"))).toBe("Registration Closed");
  });
});

describe("registerButtonState", () => {
  const during = ist("2026-03-05 12:00");

  it.each([
    ["before the start day, even when full", ist("2026-02-28 23:00"), { isFull: true }, "Registration Not Started"],
    ["during registration", during, {}, "Register Now"],
    ["during registration when full", during, { isFull: true }, "Registration Full"],
    ["during registration when not full", during, { isFull: false }, "Register Now"],
    ["during registration once the contest is completed", during, { isCompleted: true }, "Registration Closed"],
    ["after the end day, even when full", ist("2026-03-11 00:00"), { isFull: true }, "Registration Closed"],
  ] as const)("%s reads %s", (_label, now, extra, label) => {
    expect(registerButtonState({ ...contest, ...extra }, now)).toEqual({ label, disabled: label !== "Register Now" });
  });

  it("is disabled without registration dates: the contest is not open yet (its badge shows the status field)", () => {
    expect(registerButtonState({}, during)).toEqual({ label: "Registration Not Started", disabled: true });
    expect(registerButtonState({ isFull: true }, during)).toEqual({ label: "Registration Not Started", disabled: true });
    expect(registerButtonState({ isCompleted: true }, during)).toEqual({ label: "Registration Closed", disabled: true });
  });

  it("opens at 00:00 IST of a start day stored late in the evening IST", () => {
    // 23:00 IST on 1 March is 17:30 UTC on 1 March; registration opens at 00:00 IST that day.
    const lateStart = { ...contest, registrationStartDate: ist("2026-03-01 23:00").toISOString() };
    expect(registerButtonState(lateStart, ist("2026-03-01 00:00")).label).toBe("Register Now");
    expect(registerButtonState(lateStart, ist("2026-02-28 23:59:59.999")).label).toBe("Registration Not Started");
  });

  it("stays open through the IST end day when the end is stored just after IST midnight", () => {
    // 00:15 IST on 10 March is 18:45 UTC on 9 March: the end day is still 10 March in IST.
    const earlyEnd = { ...contest, registrationEndDate: ist("2026-03-10 00:15").toISOString() };
    expect(registerButtonState(earlyEnd, ist("2026-03-10 23:59")).label).toBe("Register Now");
    expect(registerButtonState(earlyEnd, ist("2026-03-11 00:00")).label).toBe("Registration Closed");
  });
});

describe("applicantsButtonState", () => {
  it("is enabled when the contest has no registration start", () => {
    expect(applicantsButtonState({}, ist("2020-01-01 00:00"))).toEqual({ label: "View Applicants", disabled: false });
  });

  it("is enabled for a completed contest and from 00:00 IST of the start day", () => {
    expect(applicantsButtonState({ ...contest, isCompleted: true }, ist("2026-04-01 00:00")).label).toBe("View Applicants");
    expect(applicantsButtonState(contest, ist("2026-03-01 00:00")).label).toBe("View Applicants");
  });
});

describe("registrationWindow", () => {
  it("is unscheduled when either registration date is missing, closed once the contest is completed", () => {
    const now = ist("2026-03-05 12:00");
    expect(registrationWindow({}, now)).toBe("unscheduled");
    expect(registrationWindow({ registrationStartDate: contest.registrationStartDate }, now)).toBe("unscheduled");
    expect(registrationWindow({ registrationEndDate: contest.registrationEndDate }, now)).toBe("unscheduled");
    expect(registrationWindow({ ...contest, isCompleted: true }, now)).toBe("closed");
    expect(registrationWindow(contest, now)).toBe("open");
  });

  it("is open all of a one-day registration in IST and not open either side of it", () => {
    const oneDay = { registrationStartDate: ist("2026-05-05 14:00"), registrationEndDate: ist("2026-05-05 15:00") };
    expect(registrationWindow(oneDay, ist("2026-05-04 23:59:59.999"))).toBe("not-started");
    expect(registrationWindow(oneDay, ist("2026-05-05 00:00"))).toBe("open");
    expect(registrationWindow(oneDay, ist("2026-05-05 23:59:59.999"))).toBe("open");
    expect(registrationWindow(oneDay, ist("2026-05-06 00:00"))).toBe("closed");
  });
});

/**
 * The cases where the button and the server's check used to disagree (no dates, one date, completed
 * before the start day): at every IST day boundary the button is enabled exactly when the window the
 * server checks is open, and its label names the same refusal the server gives.
 */
describe("the register button and the server's window agree", () => {
  const start = ist("2026-03-01 10:00").toISOString();
  const end = ist("2026-03-10 10:00").toISOString();
  const contests: [string, ContestDates][] = [
    ["both dates", { registrationStartDate: start, registrationEndDate: end }],
    ["no registration dates", { status: "Coming Soon" }],
    ["only a start date", { registrationStartDate: start }],
    ["only an end date", { registrationEndDate: end }],
    ["completed before its start day", { registrationStartDate: start, registrationEndDate: end, isCompleted: true }],
  ];
  const instants = [
    ist("2026-02-28 23:59:59.999"),
    ist("2026-03-01 00:00"),
    ist("2026-03-05 12:00"),
    ist("2026-03-10 23:59:59.999"),
    ist("2026-03-11 00:00"),
  ];
  const refusalFor = { "not-started": "Registration Not Started", unscheduled: "Registration Not Started", closed: "Registration Closed" };

  describe.each(contests)("with %s", (_label, dates) => {
    it.each(instants.map((at) => [at.toISOString(), at] as const))("at %s", (_iso, now) => {
      const window = registrationWindow(dates, now);
      const button = registerButtonState(dates, now);
      expect(button.disabled).toBe(window !== "open");
      expect(button.label).toBe(window === "open" ? "Register Now" : refusalFor[window]);
      // A full contest only changes an open window's label.
      expect(registerButtonState({ ...dates, isFull: true }, now).label).toBe(window === "open" ? "Registration Full" : refusalFor[window]);
    });
  });

  it("without registration dates nobody can register, whatever the status says", () => {
    for (const now of instants) {
      expect(registerButtonState({ status: "Registration Open" }, now)).toEqual({ label: "Registration Not Started", disabled: true });
      expect(registrationWindow({ status: "Registration Open" }, now)).toBe("unscheduled");
    }
  });
});

describe("capacity: 0 means unlimited, counted one way", () => {
  it.each([
    // max, taken, unlimited, left, full, label
    [0, 0, true, null, false, "Unlimited"],
    [0, 500, true, null, false, "Unlimited"],
    // A negative limit was "unlimited" to the server and "-1" to the info card: now unlimited everywhere.
    [-1, 3, true, null, false, "Unlimited"],
    [2, 0, false, 2, false, "2"],
    [2, 1, false, 1, false, "2"],
    [2, 2, false, 0, true, "2"],
    // More taken than places (a limit lowered later) is full, never a negative count.
    [2, 3, false, 0, true, "2"],
  ] as const)("max %d with %d taken", (max, taken, unlimited, left, full, label) => {
    expect(isUnlimited(max)).toBe(unlimited);
    expect(placesLeft(max, taken)).toBe(left);
    expect(isContestFull(max, taken)).toBe(full);
    expect(maxParticipantsLabel(max)).toBe(label);
  });
});
