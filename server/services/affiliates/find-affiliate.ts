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

/**
 * The affiliate named by an e-mail address or a code (either case), active or not. The organiser's
 * commands take either, whichever they have at hand.
 */
export async function findAffiliate(db: Db, emailOrCode: string): Promise<AffiliateAccount> {
  const key = emailOrCode.trim().toLowerCase();
  const [row] = key
    ? await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          affiliateCode: users.affiliateCode,
          affiliateActive: users.affiliateActive,
        })
        .from(users)
        .where(and(isNotNull(users.affiliateCode), or(eq(users.emailKey, key), eq(sql`lower(${users.affiliateCode})`, key))))
        .limit(1)
    : [];
  if (!row?.affiliateCode) throw notFound(`No affiliate with the e-mail or code ${emailOrCode.trim() || "(empty)"}.`);
  return { ...row, affiliateCode: row.affiliateCode };
}
