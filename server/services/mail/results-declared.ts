import { and, eq, like } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { contests, prizes, subscribers, users, winners } from "#db/schema.ts";
import { winnerPrize } from "../contests/winner-prize.ts";
import { isErasedAccount } from "../my-data/erase-personal-data.ts";
import { guardiansOf } from "./guardian-recipients.ts";
import { enqueueMail } from "./outbox.ts";

/**
 * Tells every completed registrant of a contest that its results are out; winners get their rank and
 * prize; a minor's guardian is told too (enqueueGuardianResults). Call it inside the transaction that
 * declares the results. One message per registration and recipient (dedupe key); `correction` (how
 * many times the results were withdrawn) > 0 makes it the corrected results, one per registration and
 * correction, so a retried declaration never sends it twice.
 * Answers how many registrants it looked at.
 */
export async function enqueueResultsDeclaredMail(tx: Db, contestId: string, correction = 0): Promise<number> {
  const [contest] = await tx
    .select({ id: contests.id, title: contests.title, titleHi: contests.titleHi })
    .from(contests)
    .where(eq(contests.id, contestId));
  if (!contest) return 0;
  const rows = await tx
    .select({
      subscriberId: subscribers.id,
      userId: users.id,
      email: users.email,
      emailKey: users.emailKey,
      firstName: users.firstName,
      lastName: users.lastName,
      rank: winners.prizeRank,
      prizeTitle: winners.prizeTitle,
      prizeTitleHi: prizes.titleHi,
      prizeAmountPaise: winners.prizeAmountPaise,
      isWinnerRow: winners.id,
      language: users.language,
    })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .leftJoin(winners, and(eq(winners.subscriberId, subscribers.id), eq(winners.contestId, contestId)))
    .leftJoin(prizes, winnerPrize())
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")));
  // An erased account has no address and no name left (docs/privacy.md#erasure): nobody to tell.
  const registrants = rows.filter((r) => !isErasedAccount({ id: r.userId, emailKey: r.emailKey }));
  for (const r of registrants) {
    await enqueueMail(tx, {
      template: "results-declared",
      to: r.email,
      dedupeKey:
        correction > 0
          ? `results-corrected:${contestId}:${correction}:${r.subscriberId}`
          : `results-declared:${contestId}:${r.subscriberId}`,
      corrected: correction > 0,
      creatorName: [r.firstName, r.lastName].filter(Boolean).join(" "),
      contestId,
      contestTitle: contest.title,
      contestTitleHi: contest.titleHi,
      ...prizeOf(r),
      language: r.language,
    });
  }
  await enqueueGuardianResults(tx, contest, registrants, correction);
  return registrants.length;
}

/** What the results mail says of a registrant's place: rank and prize for a winner, nothing otherwise. */
function prizeOf(r: Registrant) {
  const won = r.isWinnerRow !== null;
  return {
    winner: won,
    rank: won ? (r.rank ?? null) : null,
    prizeTitle: won ? r.prizeTitle : null,
    prizeTitleHi: won ? r.prizeTitleHi : null,
    prizeAmountPaise: won ? r.prizeAmountPaise : null,
  };
}

type Registrant = {
  subscriberId: string;
  emailKey: string;
  firstName: string;
  rank: number | null;
  prizeTitle: string | null;
  prizeTitleHi: string | null;
  prizeAmountPaise: number | null;
  isWinnerRow: string | null;
};

/**
 * The results to a minor's parent or guardian, in their language, naming the child by first name. A
 * winner's guardian is always told: the prize is paid only once they agree to documents and bank
 * details (docs/privacy.md#identity-documents). Otherwise only a guardian who agreed to reminders and
 * results. One message per registration and declaration, the winner's version when both apply. A
 * correction also goes to a guardian told earlier that the child won, so nobody keeps a withdrawn win.
 */
async function enqueueGuardianResults(
  tx: Db,
  contest: { id: string; title: string; titleHi: string | null },
  registrants: Registrant[],
  correction: number,
): Promise<void> {
  const guardians = await guardiansOf(
    tx,
    registrants.map((r) => r.emailKey),
  );
  if (guardians.size === 0) return;
  const toldOfAWin = correction > 0 ? await guardiansToldOfAWin(tx, contest.id) : new Set<string>();
  for (const r of registrants) {
    const guardian = guardians.get(r.emailKey);
    if (!guardian) continue;
    const won = r.isWinnerRow !== null;
    const registration = `${r.subscriberId}:${guardian.requestId}`;
    if (!won && !guardian.wantsReminders && !toldOfAWin.has(registration)) continue;
    await enqueueMail(tx, {
      template: "guardian-results",
      to: guardian.email,
      dedupeKey:
        correction > 0
          ? `guardian-results-corrected:${contest.id}:${correction}:${registration}`
          : `guardian-results-declared:${contest.id}:${registration}`,
      corrected: correction > 0,
      childName: r.firstName.trim(),
      contestId: contest.id,
      contestTitle: contest.title,
      contestTitleHi: contest.titleHi,
      ...prizeOf(r),
      prizeDocumentsAgreed: won ? guardian.prizeDocumentsAgreed : false,
      language: guardian.language,
    });
  }
}

/** "<registration id>:<request id>" of each guardian an earlier declaration of this contest told that the child won. */
async function guardiansToldOfAWin(tx: Db, contestId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ dedupeKey: mailOutbox.dedupeKey, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "guardian-results"), like(mailOutbox.dedupeKey, `guardian-results-%:${contestId}:%`)));
  return new Set(
    rows
      .filter((row) => (row.payload as { winner?: boolean }).winner === true)
      // The key ends with the registration and the request: "…:<subscriber id>:<request id>".
      .map((row) => row.dedupeKey.split(":").slice(-2).join(":")),
  );
}
