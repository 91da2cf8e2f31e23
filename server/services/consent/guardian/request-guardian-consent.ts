import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { contests } from "#db/schema.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import { GUARDIAN_LINK_DAYS } from "#shared/privacy/notice.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../../context.ts";
import { rememberCreatorLanguage } from "../../i18n/stored-language.ts";
import { AppError } from "../../../errors.ts";
import { emailKeyOf } from "../../identity/email-key.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { subjectIdFor } from "../subjects.ts";
import { guardianConsentUrl, guardianTokenHash, newGuardianToken } from "./guardian-token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type GuardianRequestInput = {
  creatorEmail: string;
  guardianEmail: string;
  guardianMobile: string | null;
  contestId: string | null;
  /** The child's page's language: the guardian's mail is written in it until the guardian answers in theirs. */
  language: Language;
  now?: Date;
};

/**
 * A creator under 18 names a parent or guardian (docs/privacy.md#guardian-consent). Nothing else about
 * the child is stored; the guardian gets a link valid 7 days. A new request replaces a waiting one
 * (a mistyped address is mended by sending again).
 */
export async function requestGuardianConsent(ctx: AppContext, input: GuardianRequestInput): Promise<{ expiresAt: Date }> {
  const creatorEmailKey = emailKeyOf(input.creatorEmail);
  const guardianEmailKey = emailKeyOf(input.guardianEmail);
  if (guardianEmailKey === creatorEmailKey)
    throw new AppError("BAD_REQUEST", m.guardianEmailSameAsYours, { errors: { guardianEmail: m.guardianEmailSameAsYours } });
  const now = input.now ?? new Date();
  const token = newGuardianToken();
  const expiresAt = new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY_MS);
  const contest = input.contestId ? await contestTitlesOf(ctx.db, input.contestId) : null;
  const contestTitle = contest?.title ?? null;

  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [consented] = await db
      .select({ id: guardianRequests.id })
      .from(guardianRequests)
      .where(and(eq(guardianRequests.creatorEmailKey, creatorEmailKey), eq(guardianRequests.status, "consented")));
    if (consented) throw new AppError("CONFLICT", m.guardianAlreadyDecided);
    await db
      .delete(guardianRequests)
      .where(and(eq(guardianRequests.creatorEmailKey, creatorEmailKey), inArray(guardianRequests.status, ["waiting"])));
    const id = newId();
    await db.insert(guardianRequests).values({
      id,
      subjectId: await subjectIdFor(db, input.creatorEmail),
      creatorEmail: input.creatorEmail.trim(),
      creatorEmailKey,
      contestId: contestTitle ? input.contestId : null,
      guardianEmail: input.guardianEmail.trim(),
      guardianEmailKey,
      guardianMobile: input.guardianMobile,
      tokenHash: guardianTokenHash(token),
      language: input.language,
      creatorLanguage: input.language,
      expiresAt,
      createdAt: now,
    });
    await enqueueMail(db, {
      template: "guardian-consent-request",
      to: input.guardianEmail,
      dedupeKey: `guardian-consent-request:${id}`,
      consentUrl: guardianConsentUrl(ctx.config.publicUrl, token),
      contestTitle,
      contestTitleHi: contest?.titleHi ?? null,
      expiresAt: expiresAt.toISOString(),
      reminder: false,
      language: input.language,
    });
    await rememberCreatorLanguage(db, input.creatorEmail, input.language);
  });
  return { expiresAt };
}

/** The contest's title in both languages: the mail is written in the guardian's language when it goes out. */
async function contestTitlesOf(db: Db, contestId: string): Promise<{ title: string; titleHi: string | null } | null> {
  const [row] = await db.select({ title: contests.title, titleHi: contests.titleHi }).from(contests).where(eq(contests.id, contestId));
  return row ?? null;
}
