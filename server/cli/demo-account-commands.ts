import type { Db } from "#db/client.ts";
import { listStaff } from "../services/console/staff-access/staff-accounts.ts";
import { findActiveDemoAccounts, removeDemoAccounts } from "../services/demo-accounts/demo-accounts.ts";
import { usageError } from "./cli-error.ts";
import type { Output } from "./prompt.ts";

export const demoAccountsUsage = `The demo's sign-ins (README, "Try the demo"); a public site refuses to start while any is active:
  demo-accounts list
      The demo owner, affiliate and judges that can still sign in.
  demo-accounts remove
      Deactivates the demo owner and affiliate (the affiliate's password goes) and deletes the demo
      judges' sign-in addresses; their sessions end, each change is in the audit log. The demo
      content (contests, creators, scores) stays.`;

/** Checks the command line, and answers the work to do with the database. */
export function prepareDemoAccountsCommand(args: string[], io: Output): (db: Db) => Promise<void> {
  const [command, ...rest] = args;
  if (rest.length > 0) throw usageError(`Unexpected argument: ${rest[0]}`);
  switch (command) {
    case "list":
      return async (db) => {
        const accounts = await findActiveDemoAccounts(db);
        if (accounts.length === 0) io.out("No demo account can sign in.");
        for (const account of accounts) io.out(`${account.kind}\t${account.email}`);
      };
    case "remove":
      return async (db) => {
        const removed = await removeDemoAccounts(db);
        if (removed.length === 0) io.out("No demo account was active; nothing changed.");
        for (const account of removed) io.out(`Removed the demo ${account.kind} ${account.email}.`);
        const owners = (await listStaff(db)).filter((member) => member.role === "owner" && member.active);
        if (owners.length === 0) {
          io.out('No active console owner is left: make one with `npm run cli -- staff create --email … --name "…" --role owner`.');
        }
      };
    default:
      throw usageError(command ? `Unknown demo-accounts command: ${command}` : "Name a demo-accounts command: list or remove.");
  }
}
