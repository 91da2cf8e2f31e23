import { type ContestDates, contestBadge, registrationWindow } from "./contest-status.ts";
import enContest from "./i18n/en/contest.ts";
import hiContest from "./i18n/hi/contest.ts";
import type { Language } from "./i18n/language.ts";
import { istDayNumber } from "./ist.ts";

/**
 * Where a contest stands for someone looking for one (docs/publishing.md, finding contests): open
 * (registration open, full or not), upcoming, in progress (registration closed or the contest running),
 * completed. The home page orders by this, then by the deadline that matters in that state.
 */
export type ContestStage = "open" | "upcoming" | "in-progress" | "completed";

const STAGE_RANK: Record<ContestStage, number> = { open: 0, upcoming: 1, "in-progress": 2, completed: 3 };

export function contestStage(contest: ContestDates, now: Date): ContestStage {
  const badge = contestBadge(contest, now);
  if (badge === "Completed") return "completed";
  if (badge === "In Progress" || badge === "Registration Closed") return "in-progress";
  if (badge === "Registration Open" && registrationWindow(contest, now) === "open") return "open";
  return "upcoming";
}

type Orderable = ContestDates & { pinned?: boolean; resultAnnouncementDate?: string | Date | null };

const time = (value: string | Date | null | undefined, missing: number) => (value ? new Date(value).getTime() : missing);
/** Registration dates are IST days (shared/contest-status.ts): two contests closing the same day tie. */
const day = (value: string | Date | null | undefined) => (value ? istDayNumber(new Date(value)) : Number.MAX_SAFE_INTEGER);

/** The deadline that matters in a stage: registration closing, registration opening, the contest ending; completed ones newest first. */
function deadlineKey(contest: Orderable, stage: ContestStage): number {
  if (stage === "open") return day(contest.registrationEndDate);
  if (stage === "upcoming") return day(contest.registrationStartDate);
  if (stage === "in-progress") return time(contest.contestEndDate, Number.MAX_SAFE_INTEGER);
  return -time(contest.contestEndDate, 0);
}

/**
 * Pinned contests first (an organiser's choice), then open, upcoming, in progress, completed, each by
 * its deadline. Stable: contests that tie keep the organiser's order.
 */
export function orderContestsForHome<T extends Orderable>(contests: readonly T[], now: Date): T[] {
  const keyed = contests.map((contest, index) => {
    const stage = contestStage(contest, now);
    return { contest, index, pinned: contest.pinned ? 0 : 1, rank: STAGE_RANK[stage], deadline: deadlineKey(contest, stage) };
  });
  keyed.sort((a, b) => a.pinned - b.pinned || a.rank - b.rank || a.deadline - b.deadline || a.index - b.index);
  return keyed.map((entry) => entry.contest);
}

export type ContestCardAction = { label: "get started" | "view results" | "see dates" | "view entries" | "view contest"; to: string };

/**
 * The card's button says what it does in each stage (docs/publishing.md): the spec's 'get started' while
 * registration is open and 'view results' once results are out (isCompleted), leading to the winners.
 */
export function contestCardAction(contest: ContestDates & { _id: string; isFull?: boolean }, now: Date): ContestCardAction {
  const page = `/contest/${contest._id}`;
  if (contest.isCompleted) return { label: "view results", to: `${page}#winners` };
  const stage = contestStage(contest, now);
  if (stage === "open") return contest.isFull ? { label: "view contest", to: page } : { label: "get started", to: page };
  if (stage === "upcoming") return { label: "see dates", to: page };
  return { label: "view entries", to: `${page}/applicants` };
}

const actionKeys: Record<ContestCardAction["label"], keyof typeof enContest.card.action> = {
  "get started": "getStarted",
  "view results": "viewResults",
  "see dates": "seeDates",
  "view entries": "viewEntries",
  "view contest": "viewContest",
};

/** The card's button in a language ('get started' / 'शुरू करें'); written by the loader (contestCardTexts). */
export function contestCardActionText(action: Pick<ContestCardAction, "label">, language: Language = "en"): string {
  return (language === "hi" ? hiContest : enContest).card.action[actionKeys[action.label]];
}
