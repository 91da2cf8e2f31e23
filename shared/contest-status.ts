import { contestCardAction, contestCardActionText } from "./contest-order.ts";
import { fill, type Plural, plural } from "./i18n/catalogue.ts";
import enContest from "./i18n/en/contest.ts";
import { formatDate } from "./i18n/formats.ts";
import hiContest from "./i18n/hi/contest.ts";
import type { Language } from "./i18n/language.ts";
import { endOfIstDay, istDayNumber, startOfIstDay } from "./ist.ts";

/**
 * The words of the badges, buttons and deadlines (the contest catalogue's `status` group). The texts
 * written on the server (deadlines, scarcity, a card's lines) read the catalogue of the page's
 * language here; a page's components get the same group from their loader (`useMessages("contest")`)
 * and pass it to the `…Text` functions below, so no catalogue reaches the browser from this module.
 */
export type StatusWords = {
  badge: Record<keyof typeof enContest.status.badge, string>;
  register: Record<keyof typeof enContest.status.register, string>;
  applicants: Record<keyof typeof enContest.status.applicants, string>;
  unlimited: string;
};

const contestWords = (language: Language) => (language === "hi" ? hiContest : enContest);

/** The date fields the status rules read; ISO strings as the API sends them, or Dates. */
export type ContestDates = {
  registrationStartDate?: string | Date | null;
  registrationEndDate?: string | Date | null;
  contestStartDate?: string | Date | null;
  contestEndDate?: string | Date | null;
  isCompleted?: boolean;
  status?: string | null;
};

export type ContestBadge = "Completed" | "In Progress" | "Registration Closed" | "Registration Open" | "Upcoming";

const toDate = (value: string | Date | null | undefined): Date | null => (value ? new Date(value) : null);

/**
 * Where registration stands at `now`: the one rule behind the badge, the register button and the
 * server's refusal (docs/product-rules.md, registration). Days are IST days: open from 00:00 IST of
 * the start day through 23:59:59.999 IST of the end day. A contest without both dates is
 * "unscheduled": not open (its badge shows its status field, the button reads Registration Not
 * Started, and the server refuses as not started).
 */
export type RegistrationWindow = "unscheduled" | "not-started" | "open" | "closed";

export function registrationWindow(contest: ContestDates, now: Date = new Date()): RegistrationWindow {
  if (contest.isCompleted) return "closed";
  const start = toDate(contest.registrationStartDate);
  const end = toDate(contest.registrationEndDate);
  if (start && now < startOfIstDay(start)) return "not-started";
  if (end && now > endOfIstDay(end)) return "closed";
  if (!start || !end) return "unscheduled";
  return "open";
}

/**
 * The badge on home contest cards (docs/product-rules.md, contests). Completed is tested first so a
 * finished contest always reads Completed; without registration dates the status field is shown.
 */
export function contestBadge(contest: ContestDates, now: Date = new Date()): ContestBadge | string {
  const contestStart = toDate(contest.contestStartDate);
  const contestEnd = toDate(contest.contestEndDate);

  if (contest.isCompleted || (contestEnd && now > contestEnd)) return "Completed";
  if (contestStart && contestEnd && now >= contestStart && now <= contestEnd) return "In Progress";
  if (!contest.registrationStartDate || !contest.registrationEndDate) return contest.status || "Upcoming";
  const window = registrationWindow(contest, now);
  if (window === "open") return "Registration Open";
  if (window === "not-started") return "Upcoming";
  return "Registration Closed";
}

export type RegisterButtonState = {
  label: "Registration Not Started" | "Registration Closed" | "Registration Full" | "Register Now";
  disabled: boolean;
};

/** The contest page's register button: the registration window first, then the places left. */
export function registerButtonState(contest: ContestDates & { isFull?: boolean }, now: Date = new Date()): RegisterButtonState {
  const window = registrationWindow(contest, now);
  if (window === "not-started" || window === "unscheduled") return { label: "Registration Not Started", disabled: true };
  if (window === "closed") return { label: "Registration Closed", disabled: true };
  if (contest.isFull) return { label: "Registration Full", disabled: true };
  return { label: "Register Now", disabled: false };
}

export type ApplicantsButtonState = { label: "View Applicants" | "No Applicants"; disabled: boolean };

export function applicantsButtonState(contest: ContestDates, now: Date = new Date()): ApplicantsButtonState {
  const registrationStart = toDate(contest.registrationStartDate);
  if (registrationStart && now < startOfIstDay(registrationStart)) return { label: "No Applicants", disabled: true };
  return { label: "View Applicants", disabled: false };
}

/**
 * Capacity, counted one way everywhere (docs/payments-and-capacity.md): maxParticipants 0 (or less)
 * means unlimited, and the places taken are completed registrations plus unexpired holds.
 */
export const isUnlimited = (maxParticipants: number): boolean => maxParticipants <= 0;

/** Places still free, or null when the contest has no limit. */
export function placesLeft(maxParticipants: number, placesTaken: number): number | null {
  if (isUnlimited(maxParticipants)) return null;
  return Math.max(0, maxParticipants - placesTaken);
}

export const isContestFull = (maxParticipants: number, placesTaken: number): boolean => placesLeft(maxParticipants, placesTaken) === 0;

/** The info card's "Max Participants" value: the word Unlimited for 0 (in the page's language when given its word). */
export const maxParticipantsLabel = (maxParticipants: number, unlimited = "Unlimited"): string =>
  isUnlimited(maxParticipants) ? unlimited : String(maxParticipants);

const badgeKeys: Record<ContestBadge | "Registration Full", keyof StatusWords["badge"]> = {
  Completed: "completed",
  "In Progress": "inProgress",
  "Registration Closed": "registrationClosed",
  "Registration Open": "registrationOpen",
  "Registration Full": "registrationFull",
  Upcoming: "upcoming",
};

/** A badge in the page's language; a status field shown as the badge (content) stays as written. */
export function contestBadgeText(badge: string, words: Pick<StatusWords, "badge">): string {
  const key = badgeKeys[badge as ContestBadge];
  return key ? words.badge[key] : badge;
}

const registerKeys: Record<RegisterButtonState["label"], keyof StatusWords["register"]> = {
  "Registration Not Started": "notStarted",
  "Registration Closed": "closed",
  "Registration Full": "full",
  "Register Now": "open",
};

/** The register button's label in the page's language. */
export const registerButtonText = (label: RegisterButtonState["label"], words: Pick<StatusWords, "register">): string =>
  words.register[registerKeys[label]];

/** The applicants button's label in the page's language. */
export const applicantsButtonText = (label: ApplicantsButtonState["label"], words: Pick<StatusWords, "applicants">): string =>
  words.applicants[label === "View Applicants" ? "view" : "none"];

export type ContestCardBadge = ContestBadge | "Registration Full";

/** The home card's badge: the contest badge, except that an open contest with no place left reads 'Registration Full'. */
export function contestCardBadge(contest: ContestDates & { isFull?: boolean }, now: Date = new Date()): ContestCardBadge | string {
  const badge = contestBadge(contest, now);
  return badge === "Registration Open" && contest.isFull ? "Registration Full" : badge;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * "28 Nov" (with the year when it is not the year of `now`), in IST. Spelt out here rather than
 * through Intl: the server's and the phone's Intl data differ ("Sep" or "Sept"), and the text must be
 * the same on both or hydration fails.
 */
export function istDayMonth(at: Date, now: Date, language: Language = "en"): string {
  const day = new Date(at.getTime() + IST_OFFSET_MS);
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  // Hindi month names ("1 मार्च", "25 नव॰"): written on the server only (the loaders send the text).
  if (language === "hi") return formatDate(at, "hi", day.getUTCFullYear() === year ? "dayMonth" : "date");
  const text = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return day.getUTCFullYear() === year ? text : `${text} ${day.getUTCFullYear()}`;
}

/**
 * The card's line about what comes next (docs/product-rules.md#contests): 'Closes in 3 days' while
 * registration is open (counted in IST days), 'Starts 28 Nov' before it opens, then when the contest
 * starts and when its results come. Nothing for a completed or unscheduled contest. In Hindi a
 * deadline is a number of days or a date, never 'कल' (it is both yesterday and tomorrow).
 */
export function contestDeadlineLabel(
  contest: ContestDates & { resultAnnouncementDate?: string | Date | null },
  now: Date = new Date(),
  language: Language = "en",
): string | null {
  const words = contestWords(language).status.deadline;
  const on = (at: Date) => istDayMonth(at, now, language);
  const badge = contestBadge(contest, now);
  const registrationStart = toDate(contest.registrationStartDate);
  const registrationEnd = toDate(contest.registrationEndDate);
  const contestStart = toDate(contest.contestStartDate);
  const results = toDate(contest.resultAnnouncementDate);
  if (badge === "Registration Open" && registrationEnd) {
    const days = istDayNumber(registrationEnd) - istDayNumber(now);
    if (days <= 0) return words.closesToday;
    return days === 1 ? fill(words.closesTomorrow, { date: on(registrationEnd) }) : plural(language, words.closesIn, days);
  }
  if (badge === "Upcoming" && registrationStart) return fill(words.starts, { date: on(registrationStart) });
  if (badge === "Registration Closed" && contestStart) return fill(words.contestStarts, { date: on(contestStart) });
  if (badge === "In Progress" && results) return fill(words.results, { date: on(results) });
  return null;
}

/**
 * Scarcity on a card: '2 places left' once few are (ten or fewer, or a tenth of the places or fewer).
 * Nothing for an unlimited contest, a full one (its badge says so) or one with places to spare.
 */
export function placesLeftLabel(contest: { maxParticipants: number; placesLeft: number | null }, language: Language = "en"): string | null {
  const left = contest.placesLeft;
  if (left === null || left <= 0 || isUnlimited(contest.maxParticipants)) return null;
  if (left > Math.max(10, Math.ceil(contest.maxParticipants / 10))) return null;
  return plural(language, contestWords(language).status.placesLeft as Plural, left);
}

/**
 * The two lines a home card adds under its description (null where there is nothing to say), and its
 * badge, button and fixed words, in the page's language.
 */
export type ContestCardTexts = {
  deadlineLabel: string | null;
  placesLabel: string | null;
  badgeLabel: string;
  actionLabel: string;
  categoryLabel: string;
  entryFeeLabel: string;
};

/**
 * A card's deadline and scarcity texts, worked out where the page is loaded (so the browser needs
 * none of this code, and the server's text is the one the phone hydrates). Scarcity only while open.
 */
export function contestCardTexts(
  contest: ContestDates & {
    resultAnnouncementDate?: string | Date | null;
    isFull?: boolean;
    maxParticipants: number;
    placesLeft: number | null;
    contestCategoryId?: { name: string } | null;
  },
  now: Date,
  language: Language = "en",
): ContestCardTexts {
  const words = contestWords(language);
  const badge = contestCardBadge(contest, now);
  const action = contestCardAction({ ...contest, _id: "" }, now);
  return {
    deadlineLabel: contestDeadlineLabel(contest, now, language),
    placesLabel: badge === "Registration Open" ? placesLeftLabel(contest, language) : null,
    badgeLabel: contestBadgeText(badge, words.status),
    actionLabel: contestCardActionText(action, language),
    categoryLabel: contest.contestCategoryId?.name ?? words.card.category,
    entryFeeLabel: words.card.entryFee,
  };
}
