import { asc } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { companyDetails } from "#db/schema.ts";
import type { CompanyDetails } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { notFound } from "../../errors.ts";

export async function getCompanyDetails(db: Db, language: Language = "en"): Promise<CompanyDetails> {
  const [stored] = await db.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  if (!stored) throw notFound("Company details not found");
  const row = localiseFields(stored, language, ["name", "address"]);
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo,
    phone: row.phone,
    supportEmail: row.supportEmail,
    address: row.address,
    socialLinks: row.socialLinks,
  };
}
