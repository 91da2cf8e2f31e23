import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers, users } from "#db/schema.ts";
import { type BankDetails, BankDetailsSchema, type RegistrationDocument } from "#shared/console/registrations.ts";
import type { Config } from "../../../config.ts";
import { notFound } from "../../../errors.ts";
import { encryptorFor } from "../../encryption/encryption.ts";
import { storageFor } from "../../storage/storage.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";

/*
 * A creator's identity documents and bank details, for owners only (the route says so), one item at
 * a time and only when asked: each read is recorded in the audit log before anything is decrypted,
 * naming the item, never its content. Nothing here is logged or cached.
 */

const contentTypes: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/** The creator's private columns behind a registration; a registration that does not exist is a 404. */
async function privateColumns(db: Db, registrationId: string) {
  const [row] = await db
    .select({
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

export type OpenedDocument = { stream: Readable; contentType: string; fileName: string };

/** Decrypts one stored document as a stream, after recording who looked at which. */
export async function openRegistrationDocument(
  db: Db,
  config: Config,
  options: { registrationId: string; document: RegistrationDocument; staffId: string },
): Promise<OpenedDocument> {
  const key = (await privateColumns(db, options.registrationId))[options.document];
  if (!key) throw notFound("This creator has not uploaded that document.");
  // The kind was sniffed at upload and is part of the key: documents/{user}/{field}-{random}.{kind}.enc
  const kind = /\.([a-z]+)\.enc$/.exec(key)?.[1] ?? "";
  await recordAudit(db, {
    staffId: options.staffId,
    action: "view-document",
    entity: "registration",
    entityId: options.registrationId,
    changedFields: { document: options.document },
  });
  const stream = storageFor(config).readPrivate(key).pipe(encryptorFor(config).openStream());
  return {
    stream,
    contentType: contentTypes[kind] ?? "application/octet-stream",
    fileName: `${options.document}-${options.registrationId}.${kind || "bin"}`,
  };
}

/** Decrypts the creator's bank details, after recording the view. */
export async function readRegistrationBankDetails(
  db: Db,
  config: Config,
  options: { registrationId: string; staffId: string },
): Promise<BankDetails> {
  const sealed = (await privateColumns(db, options.registrationId)).bankDetails;
  if (!sealed) throw notFound("This creator has not given bank details.");
  await recordAudit(db, {
    staffId: options.staffId,
    action: "view-document",
    entity: "registration",
    entityId: options.registrationId,
    changedFields: { document: "bank-details" },
  });
  const parsed = BankDetailsSchema.partial().parse(JSON.parse(encryptorFor(config).decryptText(sealed)));
  return {
    accountHolderName: parsed.accountHolderName ?? "",
    accountNumber: parsed.accountNumber ?? "",
    bankName: parsed.bankName ?? "",
    branchName: parsed.branchName ?? "",
    ifscCode: parsed.ifscCode ?? "",
  };
}
