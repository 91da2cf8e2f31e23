import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { subscribers, users } from "#db/schema.ts";
import { personalDataAccessLog } from "#db/schema/privacy.ts";
import { type BankDetails, BankDetailsSchema, type RegistrationDocument } from "#shared/console/registrations.ts";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";

/*
 * A creator's identity documents and bank details, for owners only (the route says so), one item at
 * a time and only when asked: each read is recorded in the audit log and the access log before anything is decrypted,
 * naming the item, never its content. Nothing here is logged or cached.
 */

const contentTypes: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/** The creator's private columns behind a registration; a registration that does not exist is a 404. */
async function privateColumns(db: Db, registrationId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      aadhar: users.aadharCardKey,
      pan: users.panCardKey,
      "cancelled-cheque": users.cancelledChequeKey,
      bankDetails: users.bankDetailsEncrypted,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .where(eq(subscribers.id, registrationId))
    .limit(1);
  if (!row) throw notFound("Registration not found.");
  return row;
}

/**
 * Both logs, before anything is decrypted: the audit log (who in the console did what) and the access
 * log of personal data (whose data was read; kept one year by the retention job, docs/privacy.md#retention).
 */
async function recordView(db: Db, input: { staffId: string; registrationId: string; userId: string; item: string }) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await recordAudit(t, {
      staffId: input.staffId,
      action: "view-document",
      entity: "registration",
      entityId: input.registrationId,
      changedFields: { document: input.item },
    });
    await t
      .insert(personalDataAccessLog)
      .values({ id: newId(), actor: `staff:${input.staffId}`, action: `view-${input.item}`, userId: input.userId });
  });
}

export type OpenedDocument = { stream: Readable; contentType: string; fileName: string };

/** Decrypts one stored document as a stream, after recording who looked at which. */
export async function openRegistrationDocument(
  { db, storage, encryptor }: Pick<AppContext, "db" | "storage" | "encryptor">,
  options: { registrationId: string; document: RegistrationDocument; staffId: string },
): Promise<OpenedDocument> {
  const columns = await privateColumns(db, options.registrationId);
  const key = columns[options.document];
  if (!key) throw notFound("This creator has not uploaded that document.");
  // The kind was sniffed at upload and is part of the key: documents/{user}/{field}-{random}.{kind}.enc
  const kind = /\.([a-z]+)\.enc$/.exec(key)?.[1] ?? "";
  await recordView(db, {
    staffId: options.staffId,
    registrationId: options.registrationId,
    userId: columns.userId,
    item: options.document,
  });
  const stream = storage.readPrivate(key).pipe(encryptor.openStream());
  return {
    stream,
    contentType: contentTypes[kind] ?? "application/octet-stream",
    fileName: `${options.document}-${options.registrationId}.${kind || "bin"}`,
  };
}

/** Decrypts the creator's bank details, after recording the view. */
export async function readRegistrationBankDetails(
  { db, encryptor }: Pick<AppContext, "db" | "encryptor">,
  options: { registrationId: string; staffId: string },
): Promise<BankDetails> {
  const columns = await privateColumns(db, options.registrationId);
  const sealed = columns.bankDetails;
  if (!sealed) throw notFound("This creator has not given bank details.");
  await recordView(db, { staffId: options.staffId, registrationId: options.registrationId, userId: columns.userId, item: "bank-details" });
  const parsed = BankDetailsSchema.partial().parse(JSON.parse(encryptor.decryptText(sealed)));
  return {
    accountHolderName: parsed.accountHolderName ?? "",
    accountNumber: parsed.accountNumber ?? "",
    bankName: parsed.bankName ?? "",
    branchName: parsed.branchName ?? "",
    ifscCode: parsed.ifscCode ?? "",
  };
}
