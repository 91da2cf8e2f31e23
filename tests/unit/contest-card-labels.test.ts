import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { coverSvg } from "#db/seed/images.ts";
import type { Applicant } from "#shared/api-types.ts";
import { contestCardBadge, contestCardTexts, contestDeadlineLabel, istDayMonth, placesLeftLabel } from "#shared/contest-status.ts";
import { splitWinners } from "#shared/contest-winners.ts";

/** An instant given as India Standard Time wall-clock time, e.g. ist("2026-03-10 23:30"). */
const ist = (wallClock: string): Date => new Date(`${wallClock.replace(" ", "T")}:00+05:30`);

// Registration 1 March 10:00 → 10 March 10:00 IST; contest 15 March 09:00 → 20 March 18:00 IST; results 24 March.
const contest = {
  registrationStartDate: ist("2026-03-01 10:00").toISOString(),
  registrationEndDate: ist("2026-03-10 10:00").toISOString(),
  contestStartDate: ist("2026-03-15 09:00").toISOString(),
  contestEndDate: ist("2026-03-20 18:00").toISOString(),
  resultAnnouncementDate: ist("2026-03-24 18:00").toISOString(),
  isCompleted: false,
  status: null,
};

// The phone and the server may run in any zone: the texts are IST days all the same.
for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
  describe(`[HOME] card deadline with the process in ${zone}`, () => {
    const saved = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      process.env.TZ = saved;
    });

    it.each([
      ["a week before registration opens", "2026-02-22 12:00", "Starts 1 Mar"],
      ["the last minute before it opens", "2026-02-28 23:59", "Starts 1 Mar"],
      ["the first day, before the stored 10:00", "2026-03-01 00:00", "Closes in 9 days"],
      ["03:00 IST, still the day before in UTC", "2026-03-07 03:00", "Closes in 3 days"],
      ["the day before the last day", "2026-03-09 23:00", "Closes tomorrow"],
      ["the last day, after the stored 10:00", "2026-03-10 23:59", "Closes today"],
      ["the day after the last day", "2026-03-11 00:00", "Contest starts 15 Mar"],
      ["while the contest runs", "2026-03-16 12:00", "Results 24 Mar"],
    ])("%s (%s IST): '%s'", (_label, now, text) => {
      expect(contestDeadlineLabel(contest, ist(now))).toBe(text);
    });

    it("says nothing for a finished contest", () => {
      expect(contestDeadlineLabel(contest, ist("2026-03-21 12:00"))).toBeNull();
      expect(contestDeadlineLabel({ ...contest, isCompleted: true }, ist("2026-03-05 12:00"))).toBeNull();
    });

    it("says nothing for a contest without registration dates, and no results date while it runs when none is set", () => {
      expect(
        contestDeadlineLabel({ ...contest, registrationStartDate: null, registrationEndDate: null }, ist("2026-03-05 12:00")),
      ).toBeNull();
      expect(contestDeadlineLabel({ ...contest, resultAnnouncementDate: null }, ist("2026-03-16 12:00"))).toBeNull();
    });
  });
}

describe("[HOME] dates on cards", () => {
  it("spells the day and month in IST, with the year only when it is not this year's", () => {
    const now = ist("2026-11-20 12:00");
    expect(istDayMonth(ist("2026-11-28 00:30"), now)).toBe("28 Nov");
    // 23:30 UTC on 27 Nov is already 28 Nov in India.
    expect(istDayMonth(new Date("2026-11-27T23:30:00Z"), now)).toBe("28 Nov");
    expect(istDayMonth(ist("2026-09-05 10:00"), now)).toBe("5 Sep");
    expect(istDayMonth(ist("2027-01-03 10:00"), now)).toBe("3 Jan 2027");
  });

  it("counts whole IST days across a month and a year end", () => {
    const yearEnd = {
      ...contest,
      registrationStartDate: ist("2026-12-20 00:00").toISOString(),
      registrationEndDate: ist("2027-01-02 10:00").toISOString(),
      contestStartDate: ist("2027-01-10 10:00").toISOString(),
      contestEndDate: ist("2027-01-20 10:00").toISOString(),
    };
    expect(contestDeadlineLabel(yearEnd, ist("2026-12-30 22:00"))).toBe("Closes in 3 days");
  });
});

describe("[HOME] scarcity and the full badge", () => {
  it.each([
    [{ maxParticipants: 2, placesLeft: 1 }, "1 place left"],
    [{ maxParticipants: 2, placesLeft: 2 }, "2 places left"],
    [{ maxParticipants: 200, placesLeft: 10 }, "10 places left"],
    [{ maxParticipants: 200, placesLeft: 20 }, "20 places left"],
    [{ maxParticipants: 500, placesLeft: 50 }, "50 places left"],
  ])("few places: %o reads %s", (places, text) => {
    expect(placesLeftLabel(places)).toBe(text);
  });

  it.each([
    ["unlimited", { maxParticipants: 0, placesLeft: null }],
    ["full (the badge says so)", { maxParticipants: 2, placesLeft: 0 }],
    ["plenty left", { maxParticipants: 200, placesLeft: 21 }],
    ["plenty left of a big contest", { maxParticipants: 500, placesLeft: 51 }],
  ])("no scarcity line when %s", (_label, places) => {
    expect(placesLeftLabel(places)).toBeNull();
  });

  it("an open contest with no place left reads 'Registration Full'; other states keep their badge", () => {
    const open = ist("2026-03-05 12:00");
    expect(contestCardBadge({ ...contest, isFull: true }, open)).toBe("Registration Full");
    expect(contestCardBadge({ ...contest, isFull: false }, open)).toBe("Registration Open");
    expect(contestCardBadge({ ...contest, isFull: true }, ist("2026-02-20 12:00"))).toBe("Upcoming");
    expect(contestCardBadge({ ...contest, isFull: true }, ist("2026-03-12 12:00"))).toBe("Registration Closed");
    expect(contestCardBadge({ ...contest, isFull: true, isCompleted: true }, open)).toBe("Completed");
  });
});

describe("[HOME] what the loader writes on a card", () => {
  it("the deadline always, the places only while registration is open", () => {
    const scarce = { ...contest, maxParticipants: 2, placesLeft: 1, isFull: false };
    const card = { categoryLabel: "Contest", entryFeeLabel: "Entry fee" };
    expect(contestCardTexts(scarce, ist("2026-03-08 12:00"))).toEqual({
      deadlineLabel: "Closes in 2 days",
      placesLabel: "1 place left",
      badgeLabel: "Registration Open",
      actionLabel: "get started",
      ...card,
    });
    expect(contestCardTexts(scarce, ist("2026-02-20 12:00"))).toEqual({
      deadlineLabel: "Starts 1 Mar",
      placesLabel: null,
      badgeLabel: "Upcoming",
      actionLabel: "see dates",
      ...card,
    });
    expect(contestCardTexts({ ...scarce, placesLeft: 0, isFull: true }, ist("2026-03-08 12:00"))).toEqual({
      deadlineLabel: "Closes in 2 days",
      placesLabel: null,
      badgeLabel: "Registration Full",
      actionLabel: "view contest",
      ...card,
    });
  });
});

describe("[CONTEST] winners", () => {
  const applicant = (id: string, isWinner = false): Applicant => ({
    _id: id,
    userId: { firstName: id, lastName: "Creator", profileImage: null } as Applicant["userId"],
    isPaid: true,
    isWinner,
    link: "https://youtu.be/x",
    createdAt: "2026-03-02T10:00:00.000Z",
  });
  const details = {
    prizePoolCurrency: "INR",
    winnersDetails: [
      { subscriberId: "b", prizeRank: 2, prizeTitle: "1st Runner-up", prizeAmount: 8000 },
      { subscriberId: "a", prizeRank: 1, prizeTitle: "Winner", prizeAmount: 12000 },
      { subscriberId: "c", prizeRank: null, prizeTitle: "Best Hook", prizeAmount: null },
    ],
  };

  it("puts the winners in rank order with their rank and prize texts, the rest in their order", () => {
    const { winners, others } = splitWinners(
      details,
      [applicant("d"), applicant("c", true), applicant("b", true), applicant("a", true), applicant("e", true)],
      true,
    );
    expect(winners.map((w) => [w.applicant._id, w.rankLabel, w.prizeLabel])).toEqual([
      ["a", "#1", "Winner (₹12,000)"],
      ["b", "#2", "1st Runner-up (₹8,000)"],
      ["c", "-", "Best Hook"],
      ["e", "-", "-"],
    ]);
    expect(others.map((a) => a._id)).toEqual(["d"]);
  });

  it("who won is the applicants list's isWinner alone: prize details name no winner by themselves", () => {
    const { winners, others } = splitWinners(details, [applicant("a", true), applicant("b")], true);
    expect(winners.map((w) => w.applicant._id)).toEqual(["a"]);
    expect(others.map((a) => a._id)).toEqual(["b"]);
  });

  it("has no winners before they are declared", () => {
    const list = [applicant("a", true), applicant("b")];
    expect(splitWinners(details, list, false)).toEqual({ winners: [], others: list });
  });
});

describe("[HOME] banner pictures", () => {
  it("a banner's picture is drawn without words: the page writes its title over it", () => {
    const withWords = coverSvg({ width: 1600, height: 700, title: "Your city. Your stage.", subtitle: "Sub", kicker: "CreatorCup" });
    const textless = coverSvg({
      width: 1600,
      height: 700,
      title: "Your city. Your stage.",
      subtitle: "Sub",
      kicker: "CreatorCup",
      textless: true,
    });
    expect(withWords).toContain("Your city");
    expect(textless).not.toContain("<text");
    expect(textless).not.toContain("Your city");
  });
});
