import type { Db } from "#db/client.ts";
import type { CreateAffiliateInput } from "#shared/console/affiliates.ts";
import { createAffiliate, splitAffiliateName } from "../../affiliates/create-affiliate.ts";
import { resetAffiliatePassword } from "../../affiliates/reset-affiliate-password.ts";
import { setAffiliateActive } from "../../affiliates/set-affiliate-active.ts";
import { generatePassword } from "../../identity/passwords.ts";

/**
 * The console's affiliate changes. Each is the CLI's own service (server/services/affiliates) with the
 * signed-in member as the actor, so the rules (code format, a code taken in any case, password rules,
 * sessions ending) are written once and every change is audited in its transaction.
 */

/** Makes an affiliate with a generated password, answered once for the organiser to pass on privately. */
export async function createAffiliateFromConsole(db: Db, input: CreateAffiliateInput, staffId: string) {
  const password = generatePassword();
  const affiliate = await createAffiliate(db, {
    email: input.email,
    ...splitAffiliateName(input.name),
    mobileNo: input.mobile || undefined,
    code: input.code || undefined,
    password,
    actor: { staffId },
  });
  return { affiliate, password };
}

/** A new generated password; the affiliate's sessions end. */
export async function resetAffiliatePasswordFromConsole(db: Db, affiliateId: string, staffId: string) {
  const password = generatePassword();
  const affiliate = await resetAffiliatePassword(db, { id: affiliateId, password, actor: { staffId } });
  return { affiliate, password };
}

export function setAffiliateActiveFromConsole(db: Db, affiliateId: string, active: boolean, staffId: string) {
  return setAffiliateActive(db, { id: affiliateId, active, actor: { staffId } });
}
