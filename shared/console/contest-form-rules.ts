import { contestMessages } from "./contest-form-text.ts";
import { istDayEnd, istDayStart, istMomentToInstant } from "./ist-input.ts";

/**
 * The contest form's rules across fields (shared/console/contest-form.ts re-exports them): dates in
 * order and unique ranks and judges run in the schema, in the browser and on the server; the rules that
 * need the database run on the server when a contest is saved.
 */

/** Where a rule failed: the field path as the form names it ("prizes.1.rank") and its message. */
export type FieldIssue = { path: string; message: string };

/**
 * The dates in order, in IST: registration start ≤ end; the contest starts after the registration end
 * day (so the badge passes through Registration Closed, docs/product-rules.md#contests); the contest
 * ends after it starts; results come after the end.
 */
export function contestDateIssues(
  values: Record<
    "registrationStartDate" | "registrationEndDate" | "contestStartDate" | "contestEndDate" | "resultAnnouncementDate",
    string
  >,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const registrationStart = istDayStart(values.registrationStartDate);
  const registrationEnd = istDayEnd(values.registrationEndDate);
  const contestStart = istMomentToInstant(values.contestStartDate);
  const contestEnd = istMomentToInstant(values.contestEndDate);
  const result = values.resultAnnouncementDate ? istMomentToInstant(values.resultAnnouncementDate) : null;
  if (registrationStart && registrationEnd && registrationEnd < registrationStart) {
    issues.push({ path: "registrationEndDate", message: contestMessages.registrationEndBeforeStart });
  }
  if (registrationEnd && contestStart && contestStart <= registrationEnd) {
    issues.push({ path: "contestStartDate", message: contestMessages.contestStartBeforeRegistrationEnd });
  }
  if (contestStart && contestEnd && contestEnd <= contestStart) {
    issues.push({ path: "contestEndDate", message: contestMessages.contestEndBeforeStart });
  }
  if (contestEnd && result && result < contestEnd) {
    issues.push({ path: "resultAnnouncementDate", message: contestMessages.resultBeforeContestEnd });
  }
  return issues;
}

/** Ranks are unique (winners take a prize by rank) and a judge sits on a contest once. */
export function contestListIssues(values: { prizes: readonly { rank: number }[]; judges: readonly { judgeId: string }[] }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const ranks = new Set<number>();
  values.prizes.forEach((prize, index) => {
    if (ranks.has(prize.rank)) issues.push({ path: `prizes.${index}.rank`, message: contestMessages.prizeRankRepeated });
    ranks.add(prize.rank);
  });
  const judges = new Set<string>();
  values.judges.forEach((judge, index) => {
    if (judges.has(judge.judgeId)) issues.push({ path: `judges.${index}.judgeId`, message: contestMessages.judgeRepeated });
    judges.add(judge.judgeId);
  });
  return issues;
}

/** "14,000 INR", "2,500.50 USD": an amount as the prize lines say it. */
export const prizeMoney = (amount: number, currency: string) =>
  `${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })} ${currency}`;

/** The prizes, in the prize pool's currency, cannot add up to more than the pool the contest page announces. */
export function contestPrizeIssues(values: {
  prizePool: number;
  prizePoolCurrency: string;
  prizes: readonly { amount: number }[];
}): FieldIssue[] {
  const amounts = values.prizes.map((prize) => prize.amount);
  if (!Number.isFinite(values.prizePool) || amounts.some((amount) => !Number.isFinite(amount))) return [];
  // In paise, so 0.1 + 0.2 adds up to what was typed.
  const totalPaise = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  if (totalPaise <= Math.round(values.prizePool * 100)) return [];
  const money = (paise: number) => prizeMoney(paise / 100, values.prizePoolCurrency);
  return [{ path: "prizePool", message: contestMessages.prizesOverPool(money(totalPaise), money(Math.round(values.prizePool * 100))) }];
}

/**
 * Rules that need what only the database knows, run on the server when a contest is saved:
 * max participants never below the completed registrations (0 stays unlimited), and the entry fee of a
 * contest that has payments never changes (a creator paid, or is paying, that amount).
 */
export function contestSaveIssues(
  next: { maxParticipants: number; entryFeePaise: number },
  current: { completedRegistrations: number; entryFeePaise: number; hasPayments: boolean } | null,
): FieldIssue[] {
  if (!current) return [];
  const issues: FieldIssue[] = [];
  if (next.maxParticipants > 0 && next.maxParticipants < current.completedRegistrations) {
    issues.push({ path: "maxParticipants", message: contestMessages.maxParticipantsBelowCompleted(current.completedRegistrations) });
  }
  if (current.hasPayments && next.entryFeePaise !== current.entryFeePaise) {
    issues.push({ path: "entryFee", message: contestMessages.entryFeeLocked });
  }
  return issues;
}
