import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { uploadSizeMessage } from "#shared/registration/user-details-schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Uploads over a real connection (not app.inject): a browser streams the form, so a size limit can
 * trip while the rest of the body is still arriving. The answer must still be the field's 413.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

const pdf = (bytes: number) => new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes)])], { type: "application/pdf" });

describe("[REGISTRATION] uploads over HTTP", () => {
  it("answers 413 with the field's message for a file over its limit, whatever comes after it", async () => {
    const form = new FormData();
    form.append("firstName", "Riya");
    form.append("aadharCard", pdf(8 * 1024 * 1024), "aadhar.pdf");
    form.append("lastName", "Sharma");
    const res = await fetch(`${base}/api/user/create`, { method: "POST", body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      isOk: false,
      message: uploadSizeMessage("aadharCard"),
      errors: { aadharCard: uploadSizeMessage("aadharCard") },
    });
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it("answers 400, not 5xx, for a truncated multipart body", async () => {
    const res = await fetch(`${base}/api/user/create`, {
      method: "POST",
      body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRiya',
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ isOk: false, message: "The form could not be read. Please try again." });
  });
});
