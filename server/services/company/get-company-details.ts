import { asc } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { companyDetails } from "#db/schema.ts";
import type { CompanyDetails } from "#shared/api-types.ts";
import { notFound } from "../../errors.ts";

export async function getCompanyDetails(db: Db): Promise<CompanyDetails> {
  const [row] = await db.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  if (!row) throw notFound("Company details not found");
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
