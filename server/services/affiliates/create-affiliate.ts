import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { isUniqueViolation } from "#db/errors.ts";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { isEmail } from "#shared/validation/email.ts";
import { forbiddenCharactersMessage, hasForbiddenCharacters } from "#shared/validation/text.ts";
import { AppError, badRequest } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { hashPassword, passwordProblem } from "../identity/passwords.ts";
import type { AffiliateActor } from "./affiliate-actor.ts";
import { affiliateCodeProblem, generateAffiliateCode } from "./affiliate-codes.ts";
import { endAllAffiliateSessions } from "./sessions.ts";

export type CreateAffiliateInput = {
  email: string;
  /** Needed only when no user has this e-mail yet. */
  firstName?: string;
  lastName?: string;
  mobileNo?: string;
  /** Generated from the first name when not given. */
  code?: string;
  password: string;
  /** Who makes the affiliate (console or CLI); recorded in the audit log. */
  actor?: AffiliateActor;
};

/** "Ravi Kumar Singh" → Ravi / Kumar Singh: the CLI's --name and the console's Name field are split alike. */
export function splitAffiliateName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...lastNames] = name.trim().split(/\s+/);
  return { firstName, lastName: lastNames.join(" ") };
}

export type CreatedAffiliate = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  affiliateCode: string;
  /** False when an existing user (a creator who registered) was made an affiliate. */
  createdUser: boolean;
};

/**
 * Makes `email` an active affiliate who can sign in with `password` (argon2id). A new user is created
 * when none has that e-mail; an existing one keeps their profile and, if they already had one, their
 * code (people may have shared it). Used by the organiser's CLI, the console and the demo seed: one set of
 * rules (code format, a code taken whatever its case, password rules) for all of them.
 */
export async function createAffiliate(db: Db, input: CreateAffiliateInput): Promise<CreatedAffiliate> {
  const { email, requestedCode } = checkedInput(input);
  const [existing] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, affiliateCode: users.affiliateCode })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(email)))
    .limit(1);
  const firstName = affiliateFirstName(input, existing, requestedCode);

  // Hash before touching rows, so no lock is held for the ~50 ms argon2 takes.
  const passwordHash = await hashPassword(input.password);
  const code = existing?.affiliateCode ?? requestedCode ?? (await freeGeneratedCode(db, firstName));
  if (!existing?.affiliateCode && requestedCode) await assertCodeFree(db, requestedCode);

  const audit = async (tx: Db, id: string) => {
    if (!input.actor) return;
    await recordAudit(tx, {
      staffId: input.actor.staffId,
      action: "create",
      entity: "affiliate",
      entityId: id,
      // The code is public (creators type it into the form); the name, e-mail and mobile are not recorded.
      changedFields: { code, active: true, existingUser: Boolean(existing) },
    });
  };

  try {
    return await db.transaction(async (tx) => {
      const affiliate = existing
        ? await makeUserAffiliate(tx, existing, { code, passwordHash })
        : await insertAffiliate(tx, input, { email, firstName, code, passwordHash });
      await audit(tx, affiliate.id);
      return affiliate;
    });
  } catch (error) {
    // Someone took the code or the e-mail between our check and the write.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", `The affiliate code ${code} or the e-mail ${email} is already taken.`);
    throw error;
  }
}

type ExistingUser = { id: string; email: string; firstName: string; lastName: string; affiliateCode: string | null };

/** The e-mail, the code asked for (if any) and the password, checked before the database is read. */
function checkedInput(input: CreateAffiliateInput): { email: string; requestedCode: string | undefined } {
  const email = input.email.trim();
  if (!isEmail(email))
    throw badRequest(`Not a valid e-mail address: ${email || "(empty)"}`, atField("email", "Enter a valid e-mail address."));
  const requestedCode = input.code?.trim() || undefined;
  if (requestedCode) {
    const problem = affiliateCodeProblem(requestedCode);
    if (problem) throw badRequest(problem, atField("code", problem));
  }
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem);
  return { email, requestedCode };
}

/** An existing user keeps their name (and their code, which may not be swapped); a new one needs a clean name. */
function affiliateFirstName(input: CreateAffiliateInput, existing: ExistingUser | undefined, requestedCode: string | undefined): string {
  if (existing?.affiliateCode && requestedCode && existing.affiliateCode.toLowerCase() !== requestedCode.toLowerCase()) {
    const message = `${existing.email} is already an affiliate with the code ${existing.affiliateCode}.`;
    throw new AppError("CONFLICT", message, atField("email", message));
  }
  const firstName = existing?.firstName ?? input.firstName?.trim() ?? "";
  if (!firstName) throw badRequest("A name is needed for a new affiliate.", atField("name", "A name is needed for a new affiliate."));
  // The name is shown to every creator who applies the code: no control or bidi characters (CLI and console alike).
  if (!existing && [firstName, input.lastName ?? ""].some((part) => hasForbiddenCharacters(part))) {
    throw badRequest(forbiddenCharactersMessage("Name"), atField("name", forbiddenCharactersMessage("Name")));
  }
  return firstName;
}

async function makeUserAffiliate(
  tx: Db,
  existing: ExistingUser,
  values: { code: string; passwordHash: string },
): Promise<CreatedAffiliate> {
  await tx
    .update(users)
    .set({ affiliateCode: values.code, affiliateActive: true, passwordHash: values.passwordHash, updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  // A new password ends every session started with the old one.
  await endAllAffiliateSessions(tx, existing.id);
  return {
    id: existing.id,
    email: existing.email,
    firstName: existing.firstName,
    lastName: existing.lastName,
    affiliateCode: values.code,
    createdUser: false,
  };
}

async function insertAffiliate(
  tx: Db,
  input: CreateAffiliateInput,
  values: { email: string; firstName: string; code: string; passwordHash: string },
): Promise<CreatedAffiliate> {
  const { email, firstName, code, passwordHash } = values;
  const id = newId();
  const lastName = input.lastName?.trim() ?? "";
  await tx.insert(users).values({
    id,
    firstName,
    lastName,
    mobileNo: input.mobileNo?.trim() ?? "",
    email,
    emailKey: email.toLowerCase(),
    affiliateCode: code,
    affiliateActive: true,
    passwordHash,
  });
  return { id, email, firstName, lastName, affiliateCode: code, createdUser: true };
}

async function codeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.affiliateCode})`, code.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

async function assertCodeFree(db: Db, code: string): Promise<void> {
  // Deactivated codes stay taken: links and posters with them may still be around.
  if (await codeTaken(db, code)) {
    const message = `The affiliate code ${code} is already taken.`;
    throw new AppError("CONFLICT", message, atField("code", message));
  }
}

async function freeGeneratedCode(db: Db, firstName: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateAffiliateCode(firstName);
    if (!(await codeTaken(db, code))) return code;
  }
  throw new AppError("CONFLICT", "Could not find a free affiliate code; please give one with --code.");
}

/** The console's forms show a refusal at its field; the CLI prints the message. */
const atField = (field: string, message: string) => ({ errors: { [field]: message } });
