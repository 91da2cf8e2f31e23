import { and, eq, type SQL, sql } from "drizzle-orm";
import type { CertificateKind } from "#db/schema/certificates.ts";
import { contests, type SubscriberStatus, subscribers, winners } from "#db/schema.ts";

/*
 * Who gets which certificate (docs/my-registrations-and-certificates.md), in its two forms:
 * certificateRefusal() for one registration in hand (downloading, verifying) and
 * certificateEarnedCondition() for queries (the certificates My registrations offers).
 * tests/api/registration-rules-sql.test.ts holds them to each other.
 */

export type CertificateRefusal = "not-declared" | "not-completed" | "not-winner";

/** What the rule reads: the registration's status, its contest's results, and its row in `winners` (null: none). */
export type CertificateFacts = {
  registration: { status: SubscriberStatus };
  contest: { winnersDeclared: boolean };
  winner: object | null;
};

/**
 * Why a registration cannot have this kind of certificate now, or null when it can: results must be
 * declared, the registration completed, and a winner certificate needs a prize.
 */
export function certificateRefusal(facts: CertificateFacts, kind: CertificateKind): CertificateRefusal | null {
  if (!facts.contest.winnersDeclared) return "not-declared";
  if (facts.registration.status !== "completed") return "not-completed";
  if (kind === "winner" && !facts.winner) return "not-winner";
  return null;
}

/** The registration has a row in `winners` for its own contest (what the certificate prints comes from it). */
const winnerRowExists = sql`exists (select 1 from ${winners} where ${winners.subscriberId} = ${subscribers.id} and ${winners.contestId} = ${subscribers.contestId})`;

/** certificateRefusal() is null, as a condition over subscribers ⋈ contests. */
export function certificateEarnedCondition(kind: CertificateKind): SQL {
  return and(
    eq(contests.winnersDeclared, true),
    eq(subscribers.status, "completed"),
    kind === "winner" ? winnerRowExists : undefined,
  ) as SQL;
}
