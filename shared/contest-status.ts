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
 * The badge on home contest cards (spec §4). Completed is tested first so a finished contest always
 * reads Completed; registration days are IST days.
 */
export function contestBadge(contest: ContestDates, now: Date = new Date()): ContestBadge | string {
  const registrationStart = toDate(contest.registrationStartDate);
  const registrationEnd = toDate(contest.registrationEndDate);
  const contestStart = toDate(contest.contestStartDate);
  const contestEnd = toDate(contest.contestEndDate);

  if (contest.isCompleted || (contestEnd && now > contestEnd)) return "Completed";
  if (contestStart && contestEnd && now >= contestStart && now <= contestEnd) return "In Progress";
  if (!registrationStart || !registrationEnd) return contest.status || "Upcoming";

  const registrationEndDayPassed = istDayNumber(registrationEnd) < istDayNumber(now);
  if (registrationEndDayPassed && (!contestStart || now < contestStart)) return "Registration Closed";
  if (now >= startOfIstDay(registrationStart) && !registrationEndDayPassed) return "Registration Open";
  if (now < startOfIstDay(registrationStart)) return "Upcoming";
  return "Registration Closed";
}

export type RegisterButtonState = {
  label: "Registration Not Started" | "Registration Closed" | "Registration Full" | "Register Now";
  disabled: boolean;
};

/**
 * The contest page's register button (spec §4, DESIGN.md): registration opens at 00:00 IST of the
 * start day and stays open through 23:59:59.999 IST of the end day.
 */
export function registerButtonState(contest: ContestDates & { isFull?: boolean }, now: Date = new Date()): RegisterButtonState {
  const registrationStart = toDate(contest.registrationStartDate);
  const registrationEnd = toDate(contest.registrationEndDate);
  if (registrationStart && now < startOfIstDay(registrationStart)) return { label: "Registration Not Started", disabled: true };
  if (contest.isCompleted || (registrationEnd && now > endOfIstDay(registrationEnd))) {
    return { label: "Registration Closed", disabled: true };
  }
  if (contest.isFull) return { label: "Registration Full", disabled: true };
  return { label: "Register Now", disabled: false };
}

/** Whether registration is open at `now` by the window alone (the server's check before an order). */
export function isRegistrationWindowOpen(contest: ContestDates, now: Date = new Date()): boolean {
  const registrationStart = toDate(contest.registrationStartDate);
  const registrationEnd = toDate(contest.registrationEndDate);
  if (!registrationStart || !registrationEnd || contest.isCompleted) return false;
  return now >= startOfIstDay(registrationStart) && now <= endOfIstDay(registrationEnd);
}

export type ApplicantsButtonState = { label: "View Applicants" | "No Applicants"; disabled: boolean };

export function applicantsButtonState(contest: ContestDates, now: Date = new Date()): ApplicantsButtonState {
  const registrationStart = toDate(contest.registrationStartDate);
  if (registrationStart && now < startOfIstDay(registrationStart)) return { label: "No Applicants", disabled: true };
  return { label: "View Applicants", disabled: false };
}
