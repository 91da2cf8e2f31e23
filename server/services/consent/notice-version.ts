import { createHash } from "node:crypto";
import type { Db } from "#db/client.ts";
import { privacyNoticeVersions } from "#db/schema/privacy.ts";
import { noticeCanonicalText, PRIVACY_NOTICE_VERSION } from "#shared/privacy/notice.ts";

/** SHA-256 of the notice's canonical text: a consent record proves which words were read. */
export const noticeHash = createHash("sha256").update(noticeCanonicalText()).digest("hex");

export type NoticeVersion = { version: number; hash: string };

/** The notice in force, recorded in the versions table the first time a consent is given under it. */
export async function currentNoticeVersion(db: Db): Promise<NoticeVersion> {
  await db.insert(privacyNoticeVersions).values({ version: PRIVACY_NOTICE_VERSION, textHash: noticeHash }).onConflictDoNothing();
  return { version: PRIVACY_NOTICE_VERSION, hash: noticeHash };
}
