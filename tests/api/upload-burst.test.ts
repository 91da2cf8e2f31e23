import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { UploadGate } from "#server/services/storage/upload-limits.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { type Form, fieldsFor, type Place, pdf, placeIn, post, signedForm } from "../support/upload-forms.ts";

/**
 * Uploads over a real connection: files stream to disk as they arrive, a bounded number of forms is
 * read at once (others wait or get 503 with Retry-After), and an hourly disk quota refuses the rest.
 */

/** POSTs a form whose last `heldBytes` bytes are sent only when release() is called. */
function postHeld(base: string, form: Form, heldBytes: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cut = form.body.length - heldBytes;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(form.body.subarray(0, cut)));
      await released;
      controller.enqueue(new Uint8Array(form.body.subarray(cut)));
      controller.close();
    },
  });
  const response = fetch(`${base}/api/user/create`, {
    method: "POST",
    body: stream,
    headers: { "content-type": form.contentType, cookie: form.cookie, "x-forwarded-for": form.client },
    duplex: "half",
  } as RequestInit);
  return { response, release };
}

const pendingFiles = (dataDir: string) => {
  const dir = path.join(dataDir, "pending", "private");
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
};

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("[UPLOADS] a streamed upload", () => {
  let t: TestApp;
  let base: string;
  let place: Place;
  beforeAll(async () => {
    t = await createTestApp();
    place = await placeIn(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is encrypted to disk while it arrives, never held whole, and decrypts back to the original bytes", async () => {
    const document = pdf(5 * 1024 * 1024 - 4096);
    const form = await signedForm(t, fieldsFor(place), { name: "aadharCard", data: document });
    const held = 64 * 1024;
    const { response, release } = postHeld(base, form, held);
    // Before the end of the body has even been sent, most of the document is already on disk, sealed.
    await until(() => pendingFiles(t.dataDir).some((file) => statSync(file).size > document.length - 2 * held), "the pending file to grow");
    const [pending] = pendingFiles(t.dataDir);
    const partial = readFileSync(pending ?? "");
    expect(partial.includes(document.subarray(1024, 1088))).toBe(false);
    release();
    const res = await response;
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data._id));
    const key = row?.aadharCardKey ?? "";
    expect(key).toMatch(/^documents\/[0-9a-f]{24}\/aadharCard-[0-9a-f]{24}\.pdf\.enc$/);
    expect(pendingFiles(t.dataDir)).toEqual([]);
    const opened = await buffer(t.app.ctx.storage.readPrivate(key).pipe(t.app.ctx.encryptor.openStream()));
    expect(opened.equals(document)).toBe(true);
  });
});

describe("[UPLOADS] many forms at once", () => {
  let t: TestApp;
  let base: string;
  let place: Place;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_CONCURRENCY: "1", UPLOAD_QUEUE: "1" });
    place = await placeIn(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads one at a time here: one waits for its turn, the others get 503 with Retry-After", async () => {
    const gate = t.app.ctx.uploadGates.process;
    const first = postHeld(base, await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(512 * 1024) }), 1024);
    await until(() => pendingFiles(t.dataDir).length === 1, "the first form to be read");
    const second = post(base, await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(256 * 1024) }));
    await until(() => gate.stats.waiting === 1, "the second form to wait");
    const refused = await Promise.all(
      [1, 2, 3, 4].map(async () => post(base, await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(256 * 1024) }))),
    );
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toMatchObject({
        isOk: false,
        message: "Many forms are being sent right now. Please try again in a minute.",
      });
    }
    first.release();
    expect((await first.response).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(2);
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });

  it("tells a request that waited too long to come back", async () => {
    const gate = new UploadGate({ concurrency: 1, queue: 5, maxWaitMs: 50, retryAfterSeconds: 7 });
    const release = await gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({
      status: 503,
      message: "Many forms are being sent right now. Please try again in a minute.",
      details: { retryAfterSeconds: 7 },
    });
    const next = gate.enter();
    release();
    const releaseNext = await next;
    expect(gate.stats).toEqual({ active: 1, waiting: 0 });
    releaseNext();
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });
});

describe("[UPLOADS] the hourly disk quota", () => {
  let t: TestApp;
  let place: Place;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_QUOTA_MB_PER_HOUR: "1" });
    place = await placeIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (form: Form) =>
    t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: form.body,
      headers: { "content-type": form.contentType, cookie: form.cookie, "x-forwarded-for": form.client },
    });

  it("counts only what is kept and refuses with a clear message once the hour's quota is used", async () => {
    // The quota is counted in fixed hourly windows (server/services/storage/upload-limits.ts, HOUR_MS).
    await clearOfWindowEnd(60 * 60_000, 15_000);
    const tooBig = await inject(await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(1536 * 1024) }));
    expect(tooBig.statusCode).toBe(503);
    expect(tooBig.json()).toMatchObject({ isOk: false, message: "We cannot accept more files this hour. Please try again later." });
    const retryAfter = Number(tooBig.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // A refused form keeps nothing, so it uses none of the quota.
    const invalid = await inject(await signedForm(t, fieldsFor(place, { firstName: "" }), { name: "panCard", data: pdf(600 * 1024) }));
    expect(invalid.statusCode).toBe(400);
    const kept = await inject(await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(600 * 1024) }));
    expect(kept.statusCode).toBe(200);
    const over = await inject(await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(600 * 1024) }));
    expect(over.statusCode).toBe(503);
    expect(over.json()).toMatchObject({ message: "We cannot accept more files this hour. Please try again later." });

    // A form without files still goes through.
    expect((await inject(await signedForm(t, fieldsFor(place)))).statusCode).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(2);
    expect(pendingFiles(t.dataDir)).toEqual([]);
  });
});
