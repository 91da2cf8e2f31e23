/** The demo database's console owner (README, "Organiser console"): demo content only, never a real site's. */
export const DEMO_OWNER_ID = "64d000000000000000000001";
export const DEMO_OWNER_EMAIL = "owner@demo.example";
export const DEMO_OWNER_NAME = "Demo Owner";
export const DEMO_OWNER_PASSWORD = "console-demo-2026";
/**
 * Its argon2id hash, made once with the server's options (server/services/identity/passwords.ts), so
 * the seed needs nothing from server/. The console's demo test signs in with the password, so a wrong
 * hash fails it.
 */
export const DEMO_OWNER_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$zrgvYfkr1j2TmdvavaA9fQ$8dEPGieLLAIl51dabNxhRxxcAO4txySiTDDS3K+umPM";
