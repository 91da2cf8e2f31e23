import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { withoutForbiddenCharacters } from "#shared/validation/text.ts";
import { displayName } from "#shared/display-name.ts";

export type ActiveAffiliate = {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** What the registration form shows once a code is applied (docs/product-rules.md, affiliate lookup). */
  fullName: string;
  affiliateCode: string;
};

/**
 * The active affiliate who owns `code`, matched case-insensitively (docs/product-rules.md), or null when no one
 * does or the affiliate was deactivated. Registration refuses a null with 'Affiliate code not found or
 * is inactive.' (docs/product-rules.md).
 */
export async function findActiveAffiliateByCode(db: Db, code: string | null | undefined): Promise<ActiveAffiliate | null> {
  const wanted = code?.trim();
  if (!wanted) return null;
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      affiliateCode: users.affiliateCode,
    })
    .from(users)
    // lower(affiliate_code) is what the unique index covers, so this is an index lookup.
    .where(and(eq(sql`lower(${users.affiliateCode})`, wanted.toLowerCase()), eq(users.affiliateActive, true)))
    .limit(1);
  if (!row?.affiliateCode) return null;
  // A name stored before names were checked loses its control and bidi characters on the way out.
  const fullName = withoutForbiddenCharacters(displayName(row));
  return { ...row, affiliateCode: row.affiliateCode, fullName };
}
