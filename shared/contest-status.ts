import { endOfIstDay, istDayNumber, startOfIstDay } from "./ist.ts";

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

/** The info card's "Max Participants" value: the word Unlimited for 0. */
export const maxParticipantsLabel = (maxParticipants: number): string =>
  isUnlimited(maxParticipants) ? "Unlimited" : String(maxParticipants);

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
export function istDayMonth(at: Date, now: Date): string {
  const day = new Date(at.getTime() + IST_OFFSET_MS);
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const text = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return day.getUTCFullYear() === year ? text : `${text} ${day.getUTCFullYear()}`;
}

/**
 * The card's line about what comes next (docs/product-rules.md#contests): 'Closes in 3 days' while
 * registration is open (counted in IST days), 'Starts 28 Nov' before it opens, then when the contest
 * starts and when its results come. Nothing for a completed or unscheduled contest.
 */
export function contestDeadlineLabel(
  contest: ContestDates & { resultAnnouncementDate?: string | Date | null },
  now: Date = new Date(),
): string | null {
  const badge = contestBadge(contest, now);
  const registrationStart = toDate(contest.registrationStartDate);
  const registrationEnd = toDate(contest.registrationEndDate);
  const contestStart = toDate(contest.contestStartDate);
  const results = toDate(contest.resultAnnouncementDate);
  if (badge === "Registration Open" && registrationEnd) {
    const days = istDayNumber(registrationEnd) - istDayNumber(now);
    if (days <= 0) return "Closes today";
    return days === 1 ? "Closes tomorrow" : `Closes in ${days} days`;
  }
  if (badge === "Upcoming" && registrationStart) return `Starts ${istDayMonth(registrationStart, now)}`;
  if (badge === "Registration Closed" && contestStart) return `Contest starts ${istDayMonth(contestStart, now)}`;
  if (badge === "In Progress" && results) return `Results ${istDayMonth(results, now)}`;
  return null;
}

/**
 * Scarcity on a card: '2 places left' once few are (ten or fewer, or a tenth of the places or fewer).
 * Nothing for an unlimited contest, a full one (its badge says so) or one with places to spare.
 */
export function placesLeftLabel(contest: { maxParticipants: number; placesLeft: number | null }): string | null {
  const left = contest.placesLeft;
  if (left === null || left <= 0 || isUnlimited(contest.maxParticipants)) return null;
  if (left > Math.max(10, Math.ceil(contest.maxParticipants / 10))) return null;
  return left === 1 ? "1 place left" : `${left} places left`;
}

/** The two lines a home card adds under its description; null where there is nothing to say. */
export type ContestCardTexts = { deadlineLabel: string | null; placesLabel: string | null };

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
  },
  now: Date,
): ContestCardTexts {
  return {
    deadlineLabel: contestDeadlineLabel(contest, now),
    placesLabel: contestCardBadge(contest, now) === "Registration Open" ? placesLeftLabel(contest) : null,
  };
}
