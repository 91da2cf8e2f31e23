import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";

/**
 * An active affiliate by code, matched case-insensitively (DESIGN.md). TODO: switch to
 * findActiveAffiliateByCode from server/services/affiliates/ once the affiliates work lands; this
 * is the minimal query registration needs until then.
 */
export async function findActiveAffiliate(db: Db, code: string): Promise<{ id: string; fullName: string } | null> {
  const wanted = code.trim().toLowerCase();
  if (wanted === "") return null;
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName })
    .from(users)
    .where(and(sql`lower(${users.affiliateCode}) = ${wanted}`, eq(users.affiliateActive, true)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, fullName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(" ") };
}
