import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { staff } from "#db/schema/console.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { DEMO_JUDGE_EMAIL, SECOND_JUDGE_EMAIL } from "#db/seed/judging.ts";
import { AFFILIATE_EMAIL } from "#db/seed/people.ts";
import { DEMO_OWNER_EMAIL } from "#db/seed/staff.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { endAllSessions } from "../identity/sessions.ts";

/**
 * The demo's sign-ins (README, "Try the demo"): the console owner and the affiliate, whose passwords
 * the README publishes, and the two demo judges. A public site must not keep them: anyone who read
 * the README could sign in as the owner and bind their own authenticator. The demo creators are not
 * among them: they have no password, and their codes go to reserved example.com addresses that no
 * mail server delivers, so nobody else can sign in as them.
 */
export const REMOVE_DEMO_ACCOUNTS_COMMAND = "npm run cli -- demo-accounts remove";

const DEMO_JUDGE_EMAILS = [DEMO_JUDGE_EMAIL, SECOND_JUDGE_EMAIL];

export type DemoAccount = { kind: "staff" | "affiliate" | "judge"; id: string; email: string };

/** The demo accounts that can still sign in. */
export async function findActiveDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const owners = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.emailKey, DEMO_OWNER_EMAIL), eq(staff.active, true)));
  const affiliates = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.emailKey, AFFILIATE_EMAIL), eq(users.affiliateActive, true), isNotNull(users.passwordHash)));
  const judges = await db
    .select({ id: judgeAccounts.judgeId, email: judgeAccounts.email })
    .from(judgeAccounts)
    .where(inArray(judgeAccounts.emailKey, DEMO_JUDGE_EMAILS));
  return [
    ...owners.map((row) => ({ kind: "staff" as const, ...row })),
    ...affiliates.map((row) => ({ kind: "affiliate" as const, ...row })),
    ...judges.map((row) => ({ kind: "judge" as const, id: row.id, email: row.email })),
  ];
}

/** The one line a public site prints instead of starting while demo accounts remain. */
export function demoAccountsRefusal(accounts: DemoAccount[]): string | null {
  if (accounts.length === 0) return null;
  const list = accounts.map((account) => account.email).join(", ");
  return `Refusing to start a public site with the demo's accounts still active (${list}); their sign-ins are published in the README. Stop the server, run \`${REMOVE_DEMO_ACCOUNTS_COMMAND}\`, then start it again.`;
}

/**
 * Takes the demo's sign-ins away, in one transaction, each change in the audit log (by the command
 * line): the owner is deactivated, the affiliate deactivated and its password removed, the judges'
 * sign-in addresses deleted (their profiles and scores stay). Every session of theirs ends. Answers
 * what was removed. The last-owner rule of the console does not apply: the command line can always
 * make a new owner (`staff create`).
 */
export async function removeDemoAccounts(db: Db): Promise<DemoAccount[]> {
  return db.transaction(async (tx) => {
    const accounts = await findActiveDemoAccounts(tx as unknown as Db);
    const now = new Date();
    for (const account of accounts) {
      if (account.kind === "staff") {
        await tx.update(staff).set({ active: false, updatedAt: now }).where(eq(staff.id, account.id));
        await endAllSessions(tx, { kind: "staff", principalId: account.id, now });
      } else if (account.kind === "affiliate") {
        await tx.update(users).set({ affiliateActive: false, passwordHash: null, updatedAt: now }).where(eq(users.id, account.id));
        await endAllSessions(tx, { kind: "affiliate", principalId: account.id, now });
      } else {
        await tx.delete(judgeAccounts).where(eq(judgeAccounts.judgeId, account.id));
        await endAllSessions(tx, { kind: "judge", principalId: account.id, now });
      }
      await recordAudit(tx as unknown as Db, {
        staffId: null,
        action: "remove-demo-account",
        entity: account.kind,
        entityId: account.id,
        changedFields: account.kind === "judge" ? ["signIn"] : { active: false },
      });
    }
    return accounts;
  });
}
