import { asc, count, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { displayName } from "#shared/display-name.ts";

export type AffiliateSummary = {
  id: string;
  email: string;
  name: string;
  affiliateCode: string;
  active: boolean;
  /** False until the organiser has set a password; such an affiliate cannot sign in yet. */
  hasPassword: boolean;
  referralCount: number;
};

/** Every affiliate, active or not, with how many users registered with their code. */
export async function listAffiliates(db: Db): Promise<AffiliateSummary[]> {
  const referred = alias(users, "referred");
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      affiliateCode: users.affiliateCode,
      active: users.affiliateActive,
      passwordHash: users.passwordHash,
      referralCount: count(referred.id),
    })
    .from(users)
    .leftJoin(referred, eq(referred.referredByUserId, users.id))
    .where(isNotNull(users.affiliateCode))
    .groupBy(users.id)
    .orderBy(asc(users.affiliateCode));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: displayName({ firstName: row.firstName, lastName: row.lastName }),
    affiliateCode: row.affiliateCode ?? "",
    active: row.active,
    hasPassword: Boolean(row.passwordHash),
    referralCount: Number(row.referralCount),
  }));
}
