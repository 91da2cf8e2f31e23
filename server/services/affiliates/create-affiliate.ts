import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { isEmail } from "#shared/validation/email.ts";
import { AppError, badRequest } from "../../errors.ts";
import { affiliateCodeProblem, generateAffiliateCode } from "./affiliate-codes.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { deleteUserSessions } from "./sessions.ts";

export type CreateAffiliateInput = {
  email: string;
  /** Needed only when no user has this e-mail yet. */
  firstName?: string;
  lastName?: string;
  mobileNo?: string;
  /** Generated from the first name when not given. */
  code?: string;
  password: string;
};

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
 * code (people may have shared it). Used by the organiser's CLI and by the demo seed.
 */
export async function createAffiliate(db: Db, input: CreateAffiliateInput): Promise<CreatedAffiliate> {
  const email = input.email.trim();
  if (!isEmail(email)) throw badRequest(`Not a valid e-mail address: ${email || "(empty)"}`);
  const requestedCode = input.code?.trim() || undefined;
  if (requestedCode) {
    const problem = affiliateCodeProblem(requestedCode);
    if (problem) throw badRequest(problem);
  }
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem);

  const [existing] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, affiliateCode: users.affiliateCode })
    .from(users)
    .where(eq(users.emailKey, email.toLowerCase()))
    .limit(1);

  if (existing?.affiliateCode && requestedCode && existing.affiliateCode.toLowerCase() !== requestedCode.toLowerCase()) {
    throw new AppError("CONFLICT", `${existing.email} is already an affiliate with the code ${existing.affiliateCode}.`);
  }
  const firstName = existing?.firstName ?? input.firstName?.trim() ?? "";
  if (!firstName) throw badRequest("A name is needed for a new affiliate.");

  // Hash before touching rows, so no lock is held for the ~50 ms argon2 takes.
  const passwordHash = await hashPassword(input.password);
  const code = existing?.affiliateCode ?? requestedCode ?? (await freeGeneratedCode(db, firstName));
  if (!existing?.affiliateCode && requestedCode) await assertCodeFree(db, requestedCode);

  try {
    if (existing) {
      await db
        .update(users)
        .set({ affiliateCode: code, affiliateActive: true, passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      // A new password ends every session started with the old one.
      await deleteUserSessions(db, existing.id);
      return {
        id: existing.id,
        email: existing.email,
        firstName: existing.firstName,
        lastName: existing.lastName,
        affiliateCode: code,
        createdUser: false,
      };
    }
    const id = newId();
    const lastName = input.lastName?.trim() ?? "";
    await db.insert(users).values({
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
  } catch (error) {
    // Someone took the code or the e-mail between our check and the write.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", `The affiliate code ${code} or the e-mail ${email} is already taken.`);
    throw error;
  }
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
  if (await codeTaken(db, code)) throw new AppError("CONFLICT", `The affiliate code ${code} is already taken.`);
}

async function freeGeneratedCode(db: Db, firstName: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateAffiliateCode(firstName);
    if (!(await codeTaken(db, code))) return code;
  }
  throw new AppError("CONFLICT", "Could not find a free affiliate code; please give one with --code.");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
