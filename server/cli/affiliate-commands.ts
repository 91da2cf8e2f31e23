import { affiliateCodeProblem } from "../services/affiliates/affiliate-codes.ts";
import { createAffiliate, splitAffiliateName } from "../services/affiliates/create-affiliate.ts";
import { findAffiliate } from "../services/affiliates/find-affiliate.ts";
import { listAffiliates } from "../services/affiliates/list-affiliates.ts";
import { resetAffiliatePassword } from "../services/affiliates/reset-affiliate-password.ts";
import { setAffiliateActive } from "../services/affiliates/set-affiliate-active.ts";
import { passwordProblem } from "../services/identity/passwords.ts";
import { usageError } from "./cli-error.ts";
import { type Command, newPassword, optionsParser, prepareGroupCommand, printList, type Work } from "./command-line.ts";
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

const parse = optionsParser("Name the affiliate by e-mail or code.");

const newAffiliatePassword = (generate: boolean | undefined, io: Output) =>
  newPassword({ generate, recipient: "the affiliate", check: passwordProblem }, io);

const create: Command = (args, io) => {
  const { values } = parse(
    args,
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
    const { password, show } = await newAffiliatePassword(values["generate-password"], io);
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
};

const resetPassword: Command = (args, io) => {
  const { values, positionals } = parse(args, { "generate-password": { type: "boolean" } }, 1);
  return async (db) => {
    // Look the affiliate up before asking for a password, so a typo fails at once.
    const { email } = await findAffiliate(db, positionals[0] ?? "");
    const { password, show } = await newAffiliatePassword(values["generate-password"], io);
    const affiliate = await resetAffiliatePassword(db, { emailOrCode: email, password, actor: cliActor });
    io.out(`New password set for ${affiliate.email} (${affiliate.affiliateCode}); their sessions have ended.`);
    show();
  };
};

/** `activate` and `deactivate`. */
const setActive: Command = (args, io, name) => {
  const { positionals } = parse(args, {}, 1);
  const active = name === "activate";
  return async (db) => {
    const affiliate = await setAffiliateActive(db, { emailOrCode: positionals[0] ?? "", active, actor: cliActor });
    io.out(
      active
        ? `Activated ${affiliate.email}: the code ${affiliate.affiliateCode} works again.`
        : `Deactivated ${affiliate.email}: the code ${affiliate.affiliateCode} is refused and they cannot sign in.`,
    );
  };
};

const list: Command = (args, io) => {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  return async (db) =>
    printList(io, await listAffiliates(db), {
      json: values.json,
      empty: "No affiliates yet. Create one with: npm run cli -- affiliate create --email … --name …",
      columns: [
        { title: "CODE", cell: (a) => a.affiliateCode },
        { title: "NAME", cell: (a) => a.name },
        { title: "E-MAIL", cell: (a) => a.email },
        { title: "STATUS", cell: (a) => (a.active ? "active" : "deactivated") },
        { title: "REFERRALS", cell: (a) => String(a.referralCount), alignRight: true },
        { title: "SIGN-IN", cell: (a) => (a.hasPassword ? "yes" : "no password") },
      ],
    });
};

/**
 * Checks the command line first, so a typo fails before the database is opened, and answers the work
 * to do with the database.
 */
export function prepareAffiliateCommand(args: string[], io: Output): Work {
  const commands = { create, "reset-password": resetPassword, deactivate: setActive, activate: setActive, list };
  return prepareGroupCommand("affiliate", commands, args, io, "Which affiliate command?");
}
