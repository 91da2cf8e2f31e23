import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applicantsButtonState,
  applicantsButtonText,
  contestBadgeText,
  contestCardTexts,
  contestDeadlineLabel,
  istDayMonth,
  maxParticipantsLabel,
  placesLeftLabel,
  registerButtonState,
  registerButtonText,
} from "#shared/contest-status.ts";
import { splitWinners } from "#shared/contest-winners.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import enContest from "#shared/i18n/en/contest.ts";
import hiContest from "#shared/i18n/hi/contest.ts";
import { publishedJudgingRules, TIE_BREAK_RULE } from "#shared/judging/rubric.ts";

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

// 'कल' is both yesterday and tomorrow: a Hindi deadline is a number of days or a date.
const noKal = (text: string | null) => expect(text ?? "").not.toMatch(/कल/);

for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
  describe(`[CONTEST] Hindi deadlines with the process in ${zone}`, () => {
    const saved = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      process.env.TZ = saved;
    });

    it.each([
      ["a week before registration opens", "2026-02-22 12:00", "1 मार्च से शुरू", "Starts 1 Mar"],
      ["the last minute before it opens", "2026-02-28 23:59", "1 मार्च से शुरू", "Starts 1 Mar"],
      ["the first day, before the stored 10:00", "2026-03-01 00:00", "9 दिन बाकी", "Closes in 9 days"],
      ["03:00 IST, still the day before in UTC", "2026-03-07 03:00", "3 दिन बाकी", "Closes in 3 days"],
      ["the day before the last day", "2026-03-09 23:00", "10 मार्च तक", "Closes tomorrow"],
      ["the first minute of the last day", "2026-03-10 00:00", "आज आखिरी दिन", "Closes today"],
      ["the last minute of the last day", "2026-03-10 23:59", "आज आखिरी दिन", "Closes today"],
      ["the first minute after the last day", "2026-03-11 00:00", "कॉन्टेस्ट 15 मार्च से", "Contest starts 15 Mar"],
      ["while the contest runs", "2026-03-16 12:00", "नतीजे 24 मार्च को", "Results 24 Mar"],
    ])("%s (%s IST): '%s', and in English still '%s'", (_label, now, hindi, english) => {
      expect(contestDeadlineLabel(contest, ist(now), "hi")).toBe(hindi);
      expect(contestDeadlineLabel(contest, ist(now), "en")).toBe(english);
      expect(contestDeadlineLabel(contest, ist(now))).toBe(english);
      noKal(contestDeadlineLabel(contest, ist(now), "hi"));
    });
  });
}

describe("[CONTEST] Hindi numbers, plurals and dates", () => {
  it("one day left reads as a count in Hindi (never 'कल'), as the English says 'Closes in 2 days' from two", () => {
    const closingSoon = { ...contest, registrationEndDate: ist("2026-03-12 10:00").toISOString() };
    expect(contestDeadlineLabel(closingSoon, ist("2026-03-10 12:00"), "hi")).toBe("2 दिन बाकी");
    expect(contestDeadlineLabel(closingSoon, ist("2026-03-10 12:00"), "en")).toBe("Closes in 2 days");
    expect(contestDeadlineLabel(closingSoon, ist("2026-03-11 12:00"), "hi")).toBe("12 मार्च तक");
  });

  it("a date in another year says its year; Hindi month names, Latin digits", () => {
    expect(istDayMonth(ist("2027-01-05 12:00"), ist("2026-11-25 12:00"), "hi")).toBe("5 जन॰ 2027");
    expect(istDayMonth(ist("2026-11-25 12:00"), ist("2026-11-20 12:00"), "hi")).toBe("25 नव॰");
    expect(istDayMonth(ist("2027-01-05 12:00"), ist("2026-11-25 12:00"))).toBe("5 Jan 2027");
    expect(istDayMonth(ist("2026-03-01 02:00"), ist("2026-03-01 02:00"), "hi")).toBe("1 मार्च");
  });

  it("places left: the singular for one in both languages; Hindi's plural from two", () => {
    expect(placesLeftLabel({ maxParticipants: 2, placesLeft: 1 }, "hi")).toBe("बस 1 जगह बची");
    expect(placesLeftLabel({ maxParticipants: 200, placesLeft: 10 }, "hi")).toBe("बस 10 जगहें बचीं");
    expect(placesLeftLabel({ maxParticipants: 2, placesLeft: 1 })).toBe("1 place left");
    expect(placesLeftLabel({ maxParticipants: 200, placesLeft: 10 }, "en")).toBe("10 places left");
    expect(placesLeftLabel({ maxParticipants: 0, placesLeft: null }, "hi")).toBeNull();
  });

  it("a card's texts in Hindi: badge, button, deadline, category fallback and fee label", () => {
    const card = { ...contest, maxParticipants: 2, placesLeft: 1, isFull: false, contestCategoryId: null };
    expect(contestCardTexts(card, ist("2026-03-08 12:00"), "hi")).toEqual({
      deadlineLabel: "2 दिन बाकी",
      placesLabel: "बस 1 जगह बची",
      badgeLabel: "रजिस्ट्रेशन खुला है",
      actionLabel: "शुरू करें",
      categoryLabel: "कॉन्टेस्ट",
      entryFeeLabel: "एंट्री फ़ीस",
    });
    expect(
      contestCardTexts({ ...card, isCompleted: true, contestCategoryId: { name: "Dance" } }, ist("2026-03-25 12:00"), "hi"),
    ).toMatchObject({
      deadlineLabel: null,
      badgeLabel: "पूरा हुआ",
      actionLabel: "नतीजे देखें",
      categoryLabel: "Dance",
    });
  });

  it("badges and buttons read the page's words; a content status stays as written", () => {
    expect(contestBadgeText("In Progress", hiContest.status)).toBe("चल रहा है");
    expect(contestBadgeText("In Progress", enContest.status)).toBe("In Progress");
    expect(contestBadgeText("Coming in spring", hiContest.status)).toBe("Coming in spring");
    const open = ist("2026-03-05 12:00");
    expect(registerButtonText(registerButtonState(contest, open).label, hiContest.status)).toBe("अभी रजिस्टर करें");
    expect(registerButtonText(registerButtonState({ ...contest, isFull: true }, open).label, enContest.status)).toBe("Registration Full");
    expect(applicantsButtonText(applicantsButtonState(contest, ist("2026-02-20 12:00")).label, hiContest.status)).toBe("अभी कोई आवेदक नहीं");
    expect(applicantsButtonText(applicantsButtonState(contest, open).label, enContest.status)).toBe("View Applicants");
    expect(maxParticipantsLabel(0, hiContest.status.unlimited)).toBe("कोई सीमा नहीं");
    expect(maxParticipantsLabel(0)).toBe("Unlimited");
    expect(maxParticipantsLabel(500, hiContest.status.unlimited)).toBe("500");
  });

  it("every English status word is the spec's text", () => {
    expect(enContest.status.badge).toEqual({
      completed: "Completed",
      inProgress: "In Progress",
      registrationClosed: "Registration Closed",
      registrationOpen: "Registration Open",
      registrationFull: "Registration Full",
      upcoming: "Upcoming",
    });
    expect(Object.values(enContest.status.register)).toEqual([
      "Registration Not Started",
      "Registration Closed",
      "Registration Full",
      "Register Now",
    ]);
  });

  it("winners' prize amounts in Indian grouping in both languages", () => {
    const applicant = {
      _id: "a",
      userId: { firstName: "A", lastName: "B", profileImage: null },
      isPaid: true,
      isWinner: true,
      link: "",
      createdAt: "",
    };
    const details = {
      prizePoolCurrency: "INR",
      winnersDetails: [{ subscriberId: "a", prizeRank: 1, prizeTitle: "विजेता", prizeAmount: 120000 }],
    };
    // biome-ignore lint/suspicious/noExplicitAny: a minimal applicant for the label only
    const [winner] = splitWinners(details, [applicant as any], true, "hi").winners;
    expect(winner?.prizeLabel).toBe("विजेता (₹1,20,000)");
    expect(winner?.rankLabel).toBe("#1");
  });
});

describe("[CONTEST] the Rules' judging lines", () => {
  it("the catalogue's English lines are the judging service's, word for word", () => {
    const criteria = [
      { name: "Story", weight: 60 },
      { name: "Craft", weight: 40 },
    ];
    const list = criteria.map(({ name, weight }) => fill(enContest.page.criterion, { name, weight })).join(", ");
    expect([fill(enContest.page.judgedOn, { criteria: list }), enContest.page.tieBreak]).toEqual(publishedJudgingRules(criteria));
    expect(enContest.page.tieBreak).toBe(TIE_BREAK_RULE);
    expect(fill(hiContest.page.judgedOn, { criteria: list })).toContain("Story (60%), Craft (40%)");
  });
});
