import { DAY_MS, HOUR_MS, MINUTE_MS } from "#shared/ist.ts";

/**
 * The kinds of people who sign in, and how each one's session cookie behaves (docs/identity.md).
 * Adding a kind is adding a line here: the session store, the cookie helpers and the sweep serve it
 * at once. A kind's cookie name never changes once it has shipped: existing sessions live in it.
 */
export type SessionKindRules = {
  /** The cookie's name; every kind has its own, so one person may hold several at once. */
  cookie: string;
  /** How long a session lives from sign-in. */
  ttlMs: number;
  /**
   * "strict" where nobody arrives from another site's link (the console); "lax" where people follow
   * links from e-mail or other sites and should arrive signed in. State changes are guarded by the
   * same-origin check either way.
   */
  sameSite: "lax" | "strict";
  /** A session waiting for a further step (the staff's second factor) lives only this long. */
  pendingTtlMs?: number;
};

export const SESSION_KINDS = {
  /** Creators prove their e-mail by code; they come back from mail links, so Lax. */
  creator: { cookie: "creator_session", ttlMs: 30 * DAY_MS, sameSite: "lax" },
  /** The spec's affiliate sign-in; the cookie name the first version shipped with. */
  affiliate: { cookie: "cc_session", ttlMs: 7 * DAY_MS, sameSite: "lax" },
  /** The console: a working day, Strict, and five minutes between the password and the second factor. */
  staff: { cookie: "staff_session", ttlMs: 12 * HOUR_MS, sameSite: "strict", pendingTtlMs: 5 * MINUTE_MS },
  /** Judges sign in at /judge by e-mail code and arrive from assignment mails, so Lax; a week of scoring. */
  judge: { cookie: "judge_session", ttlMs: 7 * DAY_MS, sameSite: "lax" },
  /** A parent or guardian proves their e-mail by code to consent for a minor: one sitting, from a mail link. */
  guardian: { cookie: "guardian_session", ttlMs: 1 * DAY_MS, sameSite: "lax" },
} as const satisfies Record<string, SessionKindRules>;

export type PrincipalKind = keyof typeof SESSION_KINDS;

export const principalKinds = Object.keys(SESSION_KINDS) as PrincipalKind[];
