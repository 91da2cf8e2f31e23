import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Db } from "#db/client.ts";
import { affiliateCodeProblem } from "../services/affiliates/affiliate-codes.ts";
import { createAffiliate, splitAffiliateName } from "../services/affiliates/create-affiliate.ts";
import { findAffiliate } from "../services/affiliates/find-affiliate.ts";
import { listAffiliates } from "../services/affiliates/list-affiliates.ts";
import { resetAffiliatePassword } from "../services/affiliates/reset-affiliate-password.ts";
import { setAffiliateActive } from "../services/affiliates/set-affiliate-active.ts";
import { generatePassword, passwordProblem } from "../services/identity/passwords.ts";
import { usageError } from "./cli-error.ts";
import { readNewPassword } from "./prompt.ts";
import type { Output } from "./prompt.ts";
import { displayName } from "#shared/display-name.ts";

export const affiliateUsage = `Affiliate accounts:
  affiliate create --email <e-mail> --name "<first name> <last name>" [--code <code>] [--mobile <number>] [--generate-password]
      Makes an affiliate who can sign in on /affiliate-list. Without --code a code is made from the first
      name (e.g. ASHA7KQ2). An existing user with that e-mail (a creator who registered) becomes the
      affiliate and keeps their profile.
  affiliate reset-password <e-mail or code> [--generate-password]
      Sets a new password and signs the affiliate out everywhere.
  affiliate deactivate <e-mail or code>
      Registration refuses the code and its owner can no longer sign in. The code stays reserved.
  affiliate activate <e-mail or code>
      Undoes deactivate.
  affiliate list [--json]
      Every affiliate with their code, status and how many users they referred.

Passwords are never command-line arguments (the shell history would keep them). They are typed twice at a
hidden prompt, read from the first line of standard input when it is not a terminal, or made with
--generate-password and printed once.`;

/** Changes made with the CLI are in the audit log with no staff member, as the console's are with one. */
const cliActor = { staffId: null };

type Options = NonNullable<ParseArgsConfig["options"]>;

function parse<const T extends Options>(args: string[], options: T, positionals: number) {
  const parsed = (() => {
    try {
      return parseArgs({ args, options, allowPositionals: true, strict: true });
    } catch (error) {
      throw usageError((error as Error).message);
    }
  })();
  if (parsed.positionals.length !== positionals) {
    throw usageError(positionals === 0 ? `Unexpected argument: ${parsed.positionals[0]}` : "Name the affiliate by e-mail or code.");
  }
  return parsed;
}

async function newPassword(generate: boolean | undefined, io: Output): Promise<{ password: string; show: () => void }> {
  if (generate) {
    const password = generatePassword();
    return { password, show: () => io.out(`Password (shown only now; give it to the affiliate privately): ${password}`) };
  }
  return { password: await readNewPassword(passwordProblem, io.input), show: () => undefined };
}

/**
 * Checks the command line first, so a typo fails before the database is opened, and answers the work
 * to do with the database.
 */
export function prepareAffiliateCommand(args: string[], io: Output): (db: Db) => Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case "create": {
      const { values } = parse(
        rest,
        {
          email: { type: "string" },
          name: { type: "string" },
          code: { type: "string" },
          mobile: { type: "string" },
          "generate-password": { type: "boolean" },
        },
        0,
      );
      const email = values.email;
      if (!email) throw usageError("--email is required.");
      const codeProblem = values.code === undefined ? null : affiliateCodeProblem(values.code.trim());
      if (codeProblem) throw usageError(codeProblem);
      const { firstName, lastName } = splitAffiliateName(values.name ?? "");
      return async (db) => {
        const { password, show } = await newPassword(values["generate-password"], io);
        const affiliate = await createAffiliate(db, {
          email,
          firstName,
          lastName,
          mobileNo: values.mobile,
          code: values.code,
          password,
          actor: cliActor,
        });
        const who = displayName({ firstName: affiliate.firstName, lastName: affiliate.lastName });
        io.out(
          affiliate.createdUser
            ? `Created affiliate ${who} <${affiliate.email}> with the code ${affiliate.affiliateCode}.`
            : `${who} <${affiliate.email}> (an existing user) is now an affiliate with the code ${affiliate.affiliateCode}.`,
        );
        show();
      };
    }
    case "reset-password": {
      const { values, positionals } = parse(rest, { "generate-password": { type: "boolean" } }, 1);
      return async (db) => {
        // Look the affiliate up before asking for a password, so a typo fails at once.
        const { email } = await findAffiliate(db, positionals[0] ?? "");
        const { password, show } = await newPassword(values["generate-password"], io);
        const affiliate = await resetAffiliatePassword(db, { emailOrCode: email, password, actor: cliActor });
        io.out(`New password set for ${affiliate.email} (${affiliate.affiliateCode}); their sessions have ended.`);
        show();
      };
    }
    case "deactivate":
    case "activate": {
      const { positionals } = parse(rest, {}, 1);
      const active = command === "activate";
      return async (db) => {
        const affiliate = await setAffiliateActive(db, { emailOrCode: positionals[0] ?? "", active, actor: cliActor });
        io.out(
          active
            ? `Activated ${affiliate.email}: the code ${affiliate.affiliateCode} works again.`
            : `Deactivated ${affiliate.email}: the code ${affiliate.affiliateCode} is refused and they cannot sign in.`,
        );
      };
    }
    case "list": {
      const { values } = parse(rest, { json: { type: "boolean" } }, 0);
      return async (db) => {
        const affiliates = await listAffiliates(db);
        if (values.json) return io.out(JSON.stringify(affiliates, null, 2));
        if (affiliates.length === 0)
          return io.out("No affiliates yet. Create one with: npm run cli -- affiliate create --email … --name …");
        io.out(
          table(
            ["CODE", "NAME", "E-MAIL", "STATUS", "REFERRALS", "SIGN-IN"],
            affiliates.map((a) => [
              a.affiliateCode,
              a.name,
              a.email,
              a.active ? "active" : "deactivated",
              String(a.referralCount),
              a.hasPassword ? "yes" : "no password",
            ]),
          ),
        );
      };
    }
    default:
      throw usageError(command ? `Unknown affiliate command: ${command}` : "Which affiliate command?");
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
