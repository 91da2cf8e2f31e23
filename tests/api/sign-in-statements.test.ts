import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes } from "#db/schema/identity.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { statementsOf } from "../support/statement-count.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * How many database statements the creator's e-mail dialog costs. Under a spike each statement costs
 * the app process about 0.3 ms of CPU besides PostgreSQL's own, and every creator signs in: these
 * pin the counts, so a change that adds one shows here (the statements are listed when it fails).
 * 15 and 13 before they were merged (server/services/identity/email-codes.ts).
 */

/** A site that really sends mail: every per-client limit applies (the worker does not run in tests). */
let smtp: TestApp;
/** Test-mail mode: the per-client limits do not apply, so fewer statements. */
let testMail: TestApp;
beforeAll(async () => {
  [smtp, testMail] = await Promise.all([createTestApp({ SMTP_URL: "smtp://127.0.0.1:2" }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), testMail?.close()]);
});

let sequence = 0;
const newEmail = () => `statements.${Date.now().toString(36)}${++sequence}@example.in`;

async function dialog(t: TestApp, email: string) {
  const remoteAddress = testClientAddress();
  const headers = { cookie: testDeviceCookie(email) };
  const asked = await statementsOf(t.database, () =>
    t.app.inject({ method: "POST", url: "/api/creator/email-code", payload: { email }, remoteAddress, headers }),
  );
  expect(asked.result.statusCode, asked.result.body).toBe(200);
  const [mail] = await t.database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "sign-in-code"), eq(mailOutbox.recipient, email)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = String(mail?.payload.code);
  const signedIn = await statementsOf(t.database, () =>
    t.app.inject({ method: "POST", url: "/api/creator/sign-in", payload: { email, code }, remoteAddress, headers }),
  );
  expect(signedIn.result.statusCode, signedIn.result.body).toBe(200);
  return { asked: asked.statements, signedIn: signedIn.statements };
}

const listed = (statements: string[]) => `\n${statements.map((s) => s.slice(0, 140)).join("\n")}`;

describe("[CREATOR SIGN-IN] database statements per request", () => {
  it("asks for a code in 8 statements and signs in with it in 8, with the per-client limits", async () => {
    const { asked, signedIn } = await dialog(smtp, newEmail());
    expect(asked, listed(asked)).toHaveLength(8);
    expect(asked.filter((s) => s === "begin" || s === "commit")).toEqual(["begin", "commit"]);
    expect(
      asked.some((s) => s.includes("pg_advisory_xact_lock")),
      "the address's lock is still taken",
    ).toBe(true);
    expect(signedIn, listed(signedIn)).toHaveLength(8);
  });

  it("takes the same for a device already proven, signing in again (no new-device count, no network count)", async () => {
    const email = newEmail();
    await dialog(smtp, email);
    // The 30 seconds before another code may be asked for go by.
    await smtp.database.db
      .update(emailCodes)
      .set({ createdAt: sql`${emailCodes.createdAt} - interval '31 seconds'` })
      .where(eq(emailCodes.emailKey, email));
    const again = await dialog(smtp, email);
    expect(again.asked, listed(again.asked)).toHaveLength(8);
    expect(again.signedIn, listed(again.signedIn)).toHaveLength(8);
  });

  it("takes one fewer each in test-mail mode, where the per-client limits do not apply", async () => {
    const { asked, signedIn } = await dialog(testMail, newEmail());
    expect(asked, listed(asked)).toHaveLength(7);
    expect(signedIn, listed(signedIn)).toHaveLength(7);
  });
});
