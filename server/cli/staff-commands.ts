import { roleDescriptions, type StaffRole, staffRoles } from "../services/console/staff-access/roles.ts";
import {
  changeStaffRole,
  createStaff,
  findStaffByEmail,
  listStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffActive,
} from "../services/console/staff-access/staff-accounts.ts";
import { staffPasswordProblem } from "../services/identity/staff-password-rule.ts";
import { usageError } from "./cli-error.ts";
import { type Command, newPassword, optionsParser, prepareGroupCommand, printList, type Work } from "./command-line.ts";
import type { Output } from "./prompt.ts";

export const staffUsage = `Organiser console accounts (sign-in at /admin/sign-in):
  staff create --email <e-mail> --name "<name>" --role owner|editor|viewer [--generate-password]
      Makes a staff account. Roles: ${staffRoles.map((role) => `${role} (${roleDescriptions[role]})`).join("; ")}.
  staff list [--json]
      Every staff account with its role, status and whether two-factor sign-in is on.
  staff reset-password <e-mail> [--generate-password]
      Sets a new password and ends every session of the account.
  staff set-role <e-mail> --role owner|editor|viewer
      Changes the member's role; the last active owner stays an owner.
  staff deactivate <e-mail>
      The account can no longer sign in and its sessions end; it stays in the audit log. The last active
      owner cannot be deactivated.
  staff activate <e-mail>
      Undoes deactivate.
  staff reset-2fa <e-mail>
      Turns two-factor sign-in off (a lost phone) and drops the recovery codes; the member signs in with
      the password and, where two-factor is required, sets it up again at once.

Passwords are typed twice at a hidden prompt, read from the first line of standard input when it is not a
terminal, or made with --generate-password and printed once; never command-line arguments.`;

const parse = optionsParser("Name the staff account by e-mail.");

const newStaffPassword = (generate: boolean | undefined, io: Output) =>
  newPassword({ generate, recipient: "them", check: (password) => staffPasswordProblem(password) }, io);

/** The --role option, which must name a role. */
function roleOption(role: string | undefined): StaffRole {
  if (!role) throw usageError(`--role is required: ${staffRoles.join(", ")}.`);
  if (!(staffRoles as readonly string[]).includes(role)) throw usageError(`--role must be one of: ${staffRoles.join(", ")}.`);
  return role as StaffRole;
}

const create: Command = (args, io) => {
  const { values } = parse(
    args,
    { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, "generate-password": { type: "boolean" } },
    0,
  );
  if (!values.email) throw usageError("--email is required.");
  if (!values.name?.trim()) throw usageError("--name is required.");
  const role = roleOption(values.role);
  const { email, name } = values;
  return async (db) => {
    const { password, show } = await newStaffPassword(values["generate-password"], io);
    const account = await createStaff(db, { email, name, role, password, staffId: null });
    io.out(`Created ${account.role} ${account.name} <${account.email}>. They sign in at /admin/sign-in.`);
    show();
  };
};

const list: Command = (args, io) => {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  return async (db) =>
    printList(io, await listStaff(db), {
      json: values.json,
      empty: "No staff accounts yet. Make the first owner with: npm run cli -- staff create --email … --name … --role owner",
      columns: [
        { title: "E-MAIL", cell: (a) => a.email },
        { title: "NAME", cell: (a) => a.name },
        { title: "ROLE", cell: (a) => a.role },
        { title: "STATUS", cell: (a) => (a.active ? "active" : "deactivated") },
        { title: "TWO-FACTOR", cell: (a) => (a.twoFactorEnabled ? "on" : "off") },
        { title: "LAST SIGN-IN", cell: (a) => (a.lastSignInAt ? a.lastSignInAt.toISOString().slice(0, 16).replace("T", " ") : "never") },
      ],
    });
};

const resetPassword: Command = (args, io) => {
  const { values, positionals } = parse(args, { "generate-password": { type: "boolean" } }, 1);
  return async (db) => {
    // Look the account up before asking for a password, so a typo fails at once.
    const account = await findStaffByEmail(db, positionals[0] ?? "");
    const { password, show } = await newStaffPassword(values["generate-password"], io);
    await resetStaffPassword(db, { staffId: account.id, password, actorId: null });
    io.out(`New password set for ${account.email}; their sessions have ended.`);
    show();
  };
};

const setRole: Command = (args, io) => {
  const { values, positionals } = parse(args, { role: { type: "string" } }, 1);
  const role = roleOption(values.role);
  return async (db) => {
    const account = await findStaffByEmail(db, positionals[0] ?? "");
    await changeStaffRole(db, { staffId: account.id, role, actorId: null });
    io.out(`${account.email} is now ${role === "owner" ? "an" : "a"} ${role}.`);
  };
};

/** `activate` and `deactivate`. */
const setActive: Command = (args, io, name) => {
  const { positionals } = parse(args, {}, 1);
  const active = name === "activate";
  return async (db) => {
    const account = await findStaffByEmail(db, positionals[0] ?? "");
    await setStaffActive(db, { staffId: account.id, active, actorId: null });
    io.out(active ? `Activated ${account.email}: they can sign in again.` : `Deactivated ${account.email}: they cannot sign in.`);
  };
};

const resetTwoFactor: Command = (args, io) => {
  const { positionals } = parse(args, {}, 1);
  return async (db) => {
    const account = await findStaffByEmail(db, positionals[0] ?? "");
    await resetStaffTwoFactor(db, { staffId: account.id, actorId: null });
    io.out(`Two-factor sign-in is off for ${account.email}, their recovery codes are gone and their sessions have ended.`);
  };
};

/**
 * Checks the command line first, so a typo fails before the database is opened, and answers the work
 * to do with the database. Changes made here are in the audit log without a staff member.
 */
export function prepareStaffCommand(args: string[], io: Output): Work {
  const commands = {
    create,
    list,
    "reset-password": resetPassword,
    "set-role": setRole,
    deactivate: setActive,
    activate: setActive,
    "reset-2fa": resetTwoFactor,
  };
  return prepareGroupCommand("staff", commands, args, io, "Which staff command?");
}
