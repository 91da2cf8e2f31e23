import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { notFound } from "../../errors.ts";

export type AffiliateAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  affiliateCode: string;
  affiliateActive: boolean;
};

const affiliateColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  affiliateCode: users.affiliateCode,
  affiliateActive: users.affiliateActive,
};

/** The CLI names an affiliate by e-mail or code, whichever the organiser has at hand; the console by id. */
export type AffiliateRef = string | { id: string };

/**
 * The affiliate named by an e-mail address or a code (either case), or by id, active or not.
 */
export async function findAffiliate(db: Db, ref: AffiliateRef): Promise<AffiliateAccount> {
  if (typeof ref !== "string") {
    const [row] = await db
      .select(affiliateColumns)
      .from(users)
      .where(and(isNotNull(users.affiliateCode), eq(users.id, ref.id)))
      .limit(1);
    if (!row?.affiliateCode) throw notFound("No such affiliate.");
    return { ...row, affiliateCode: row.affiliateCode };
  }
  const emailOrCode = ref;
  const key = emailOrCode.trim().toLowerCase();
  const [row] = key
    ? await db
        .select(affiliateColumns)
        .from(users)
        .where(and(isNotNull(users.affiliateCode), or(eq(users.emailKey, key), eq(sql`lower(${users.affiliateCode})`, key))))
        .limit(1)
    : [];
  if (!row?.affiliateCode) throw notFound(`No affiliate with the e-mail or code ${emailOrCode.trim() || "(empty)"}.`);
  return { ...row, affiliateCode: row.affiliateCode };
}
