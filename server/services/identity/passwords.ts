import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's first recommended
 * setting), spelled out so a library upgrade cannot silently change them.
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id; a const enum cannot be read under isolatedModules.
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 10;
/** Longer input only costs hashing time; nobody types a password this long. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The hash of a random password nobody knows, made with the same options. Verifying against it when
 * there is no account (or no password) takes as long as a real check, so timing tells nothing.
 */
export const DUMMY_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$7Sv+6UJvVYg+L0svrjbrfQ$nl4LAKGqbji1JoUFkIsJkHNap2UgDqyi2j/1qPJVfOQ";

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; with no hash it checks the dummy and answers false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_PASSWORD_HASH, password);
    return matches && Boolean(passwordHash);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/** Why a password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() !== password) return "The password must not start or end with a space.";
  return null;
}

/**
 * 20 URL-safe characters (120 bits): long enough that nobody guesses it, short enough to type. The CLI's
 * --generate-password and the console's create and reset make the affiliates' passwords with it.
 */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
