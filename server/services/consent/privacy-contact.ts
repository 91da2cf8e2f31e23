import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { companyDetails } from "#db/schema.ts";
import { privacyContact } from "#db/schema/privacy.ts";
import { DOCUMENT_RETENTION_DAYS } from "#shared/privacy/notice.ts";

export const PRIVACY_CONTACT_ID = "privacy-contact";

export type PrivacyContact = { name: string; email: string; phone: string; documentRetentionDays: number };

/**
 * The person who answers questions and grievances about personal data, as organisers set it in the
 * console; until they do, the company's support address and phone (docs/privacy.md#the-notice).
 */
export async function getPrivacyContact(db: Db): Promise<PrivacyContact> {
  const [row] = await db.select().from(privacyContact).where(eq(privacyContact.id, PRIVACY_CONTACT_ID));
  const [company] = await db
    .select({ name: companyDetails.name, email: companyDetails.supportEmail, phone: companyDetails.phone })
    .from(companyDetails)
    .limit(1);
  return {
    name: row?.name || (company ? `Grievance officer, ${company.name}` : "Grievance officer"),
    email: row?.email || company?.email || "",
    phone: row?.phone || company?.phone || "",
    documentRetentionDays: row?.documentRetentionDays ?? DOCUMENT_RETENTION_DAYS,
  };
}

export async function savePrivacyContact(db: Db, contact: PrivacyContact): Promise<void> {
  await db
    .insert(privacyContact)
    .values({ id: PRIVACY_CONTACT_ID, ...contact, updatedAt: new Date() })
    .onConflictDoUpdate({ target: privacyContact.id, set: { ...contact, updatedAt: new Date() } });
}
