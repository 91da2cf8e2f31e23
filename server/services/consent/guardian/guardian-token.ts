import { createHash, randomBytes } from "node:crypto";

/** The consent link carries 32 random bytes; the table keeps only their SHA-256. */
export const newGuardianToken = () => randomBytes(32).toString("base64url");
export const guardianTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
export const isGuardianToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const guardianConsentUrl = (publicUrl: string, token: string) => `${publicUrl}/guardian/consent?t=${encodeURIComponent(token)}`;
