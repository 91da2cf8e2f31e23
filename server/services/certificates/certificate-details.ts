import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import type { CertificateKind } from "#db/schema/certificates.ts";
import { contests, prizes, subscribers, users, winners } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { winnerPrize } from "../contests/winner-prize.ts";
import { isErasedAccount } from "../my-data/erase-personal-data.ts";

/** Everything a certificate prints (besides its link). */
export type CertificateDetails = {
  id: string;
  kind: CertificateKind;
  name: string;
  /** English; `certificateInLanguage` gives the certificate's texts in its owner's or page's language. */
  contestTitle: string;
  contestTitleHi?: string | null;
  /** Winner certificates only. */
  rank: number | null;
  prizeTitle: string | null;
  prizeTitleHi?: string | null;
  prizeAmountPaise: number | null;
  issuedAt: Date;
};

export type Qualification = {
  registration: typeof subscribers.$inferSelect;
  name: string;
  /** The owner erased their account: `name` is a placeholder, no person's (docs/privacy.md#erasure). */
  erased: boolean;
  contest: { id: string; title: string; titleHi: string | null; winnersDeclared: boolean };
  winner: { rank: number | null; prizeTitle: string | null; prizeTitleHi: string | null; prizeAmountPaise: number | null } | null;
};

/** A registration with what decides its certificates: its contest's results and its prize. */
export async function qualificationOf(db: Db, registrationId: string): Promise<Qualification | null> {
  const [row] = await db
    .select({
      registration: subscribers,
      userId: users.id,
      emailKey: users.emailKey,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      contestId: contests.id,
      contestTitle: contests.title,
      contestTitleHi: contests.titleHi,
      winnersDeclared: contests.winnersDeclared,
    })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .innerJoin(contests, eq(subscribers.contestId, contests.id))
    .where(eq(subscribers.id, registrationId));
  if (!row) return null;
  const [win] = await db
    .select({
      rank: winners.prizeRank,
      prizeTitle: winners.prizeTitle,
      prizeTitleHi: prizes.titleHi,
      prizeAmountPaise: winners.prizeAmountPaise,
    })
    .from(winners)
    .leftJoin(prizes, winnerPrize())
    .where(and(eq(winners.subscriberId, registrationId), eq(winners.contestId, row.contestId)));
  return {
    registration: row.registration,
    name: [row.firstName, row.middleName, row.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" "),
    erased: isErasedAccount({ id: row.userId, emailKey: row.emailKey }),
    contest: { id: row.contestId, title: row.contestTitle, titleHi: row.contestTitleHi, winnersDeclared: row.winnersDeclared },
    winner: win ?? null,
  };
}

export function detailsOf(q: Qualification, certificate: { id: string; kind: CertificateKind; issuedAt: Date }): CertificateDetails {
  const winner = certificate.kind === "winner" ? q.winner : null;
  return {
    id: certificate.id,
    kind: certificate.kind,
    name: q.name,
    contestTitle: q.contest.title,
    contestTitleHi: q.contest.titleHi,
    rank: winner?.rank ?? null,
    prizeTitle: winner?.prizeTitle ?? null,
    prizeTitleHi: winner?.prizeTitleHi ?? null,
    prizeAmountPaise: winner?.prizeAmountPaise ?? null,
    issuedAt: certificate.issuedAt,
  };
}

/**
 * The certificate's contest and prize titles in `language`: on a Hindi certificate or page each is
 * its Hindi when the organiser gave one, its English otherwise (the file's name stays English).
 */
export function certificateInLanguage(details: CertificateDetails, language: Language): CertificateDetails {
  return localiseFields(details, language, ["contestTitle", "prizeTitle"]);
}
