import { randomBytes } from "node:crypto";
import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Db } from "#db/client.ts";
import { roleDescriptions, staffRoles } from "../services/console/staff-access/roles.ts";
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
import { readNewPassword } from "./prompt.ts";
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
    throw usageError(positionals === 0 ? `Unexpected argument: ${parsed.positionals[0]}` : "Name the staff account by e-mail.");
  }
  return parsed;
}

/** 20 URL-safe characters (120 bits). */
const generatePassword = () => randomBytes(15).toString("base64url");

async function newPassword(generate: boolean | undefined, io: Output): Promise<{ password: string; show: () => void }> {
  if (generate) {
    const password = generatePassword();
    return { password, show: () => io.out(`Password (shown only now; give it to them privately): ${password}`) };
  }
  return { password: await readNewPassword((password) => staffPasswordProblem(password), io.input), show: () => undefined };
}

/**
 * Checks the command line first, so a typo fails before the database is opened, and answers the work
 * to do with the database. Changes made here are in the audit log without a staff member.
 */
export function prepareStaffCommand(args: string[], io: Output): (db: Db) => Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case "create": {
      const { values } = parse(
        rest,
        { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, "generate-password": { type: "boolean" } },
        0,
      );
      if (!values.email) throw usageError("--email is required.");
      if (!values.name?.trim()) throw usageError("--name is required.");
      if (!values.role) throw usageError(`--role is required: ${staffRoles.join(", ")}.`);
      if (!(staffRoles as readonly string[]).includes(values.role)) throw usageError(`--role must be one of: ${staffRoles.join(", ")}.`);
      const { email, name, role } = values;
      return async (db) => {
        const { password, show } = await newPassword(values["generate-password"], io);
        const account = await createStaff(db, { email, name, role, password, staffId: null });
        io.out(`Created ${account.role} ${account.name} <${account.email}>. They sign in at /admin/sign-in.`);
        show();
      };
    }
    case "list": {
      const { values } = parse(rest, { json: { type: "boolean" } }, 0);
      return async (db) => {
        const accounts = await listStaff(db);
        if (values.json) return io.out(JSON.stringify(accounts, null, 2));
        if (accounts.length === 0)
          return io.out("No staff accounts yet. Make the first owner with: npm run cli -- staff create --email … --name … --role owner");
        io.out(
          table(
            ["E-MAIL", "NAME", "ROLE", "STATUS", "TWO-FACTOR", "LAST SIGN-IN"],
            accounts.map((a) => [
              a.email,
              a.name,
              a.role,
              a.active ? "active" : "deactivated",
              a.twoFactorEnabled ? "on" : "off",
              a.lastSignInAt ? a.lastSignInAt.toISOString().slice(0, 16).replace("T", " ") : "never",
            ]),
          ),
        );
      };
    }
    case "reset-password": {
      const { values, positionals } = parse(rest, { "generate-password": { type: "boolean" } }, 1);
      return async (db) => {
        // Look the account up before asking for a password, so a typo fails at once.
        const account = await findStaffByEmail(db, positionals[0] ?? "");
        const { password, show } = await newPassword(values["generate-password"], io);
        await resetStaffPassword(db, { staffId: account.id, password, actorId: null });
        io.out(`New password set for ${account.email}; their sessions have ended.`);
        show();
      };
    }
    case "set-role": {
      const { values, positionals } = parse(rest, { role: { type: "string" } }, 1);
      if (!values.role) throw usageError(`--role is required: ${staffRoles.join(", ")}.`);
      if (!(staffRoles as readonly string[]).includes(values.role)) throw usageError(`--role must be one of: ${staffRoles.join(", ")}.`);
      const { role } = values;
      return async (db) => {
        const account = await findStaffByEmail(db, positionals[0] ?? "");
        await changeStaffRole(db, { staffId: account.id, role, actorId: null });
        io.out(`${account.email} is now ${role === "owner" ? "an" : "a"} ${role}.`);
      };
    }
    case "deactivate":
    case "activate": {
      const { positionals } = parse(rest, {}, 1);
      const active = command === "activate";
      return async (db) => {
        const account = await findStaffByEmail(db, positionals[0] ?? "");
        await setStaffActive(db, { staffId: account.id, active, actorId: null });
        io.out(active ? `Activated ${account.email}: they can sign in again.` : `Deactivated ${account.email}: they cannot sign in.`);
      };
    }
    case "reset-2fa": {
      const { positionals } = parse(rest, {}, 1);
      return async (db) => {
        const account = await findStaffByEmail(db, positionals[0] ?? "");
        await resetStaffTwoFactor(db, { staffId: account.id, actorId: null });
        io.out(`Two-factor sign-in is off for ${account.email}, their recovery codes are gone and their sessions have ended.`);
      };
    }
    default:
      throw usageError(command ? `Unknown staff command: ${command}` : "Which staff command?");
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
