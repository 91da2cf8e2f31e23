import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { users } from "#db/schema.ts";
import { sweepPendingUploads } from "#server/services/storage/sweep-pending-uploads.ts";
import { uploadTempDir } from "#server/services/storage/upload-batch.ts";
import { uploadSizeMessage } from "#shared/registration/user-details-schema.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createUser } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Uploads over a real connection (not app.inject): a browser streams the form, so a size limit can
 * trip while the rest of the body is still arriving. The answer must still be the field's 413.
 */
let t: TestApp;
let base: string;
/** The creator sending the form, signed in as the e-mail dialog does. */
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signInCreator(t.app, "riya@example.in");
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
    const res = await fetch(`${base}/api/user/create`, { method: "POST", body: form, headers: { cookie } });
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
      headers: { "content-type": "multipart/form-data; boundary=xyz", cookie },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ isOk: false, message: "The form could not be read. Please try again." });
  });
});

describe("[UPLOADS] files left by a process killed mid-upload", () => {
  it("are swept: moved into place when the user row points at them, removed otherwise", async () => {
    const { storage, encryptor } = t.app.ctx;
    const document = Buffer.from("%PDF-1.4\nAadhaar of a creator\n%%EOF\n");
    const stage = async (area: "public" | "private", key: string, data: Buffer) => {
      await storage.putPending(area, key, Readable.from([data]), area === "private" ? encryptor.sealStream() : undefined);
      return path.join(t.dataDir, "pending", area, key);
    };
    // Killed before the insert: nothing points at these.
    const orphan = await stage("private", `documents/${newId()}/aadharCard-${newId()}.pdf.enc`, document);
    const orphanPhoto = await stage("public", `profiles/${newId()}-${newId()}.webp`, Buffer.from("RIFF"));
    // Killed after the insert, before the move: the row points at the final names.
    const userId = newId();
    const documentKey = `documents/${userId}/panCard-${newId()}.pdf.enc`;
    const photoKey = `profiles/${userId}-${newId()}.webp`;
    const inserted = await stage("private", documentKey, document);
    const insertedPhoto = await stage("public", photoKey, Buffer.from("RIFF-photo"));
    await createUser(t.database.db, { id: userId, panCardKey: documentKey, profileImage: `/uploads/${photoKey}` });
    // An upload still in progress is left alone.
    const young = await stage("private", `documents/${newId()}/panCard-${newId()}.pdf.enc`, document);
    mkdirSync(uploadTempDir(t.dataDir), { recursive: true });
    const temporary = path.join(uploadTempDir(t.dataDir), newId());
    writeFileSync(temporary, "plain upload");

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of [orphan, orphanPhoto, inserted, insertedPhoto, temporary]) utimesSync(file, twoHoursAgo, twoHoursAgo);

    expect(await sweepPendingUploads(t.app.ctx)).toEqual({ committed: 2, removed: 3 });
    for (const file of [orphan, orphanPhoto, inserted, insertedPhoto, temporary]) expect(existsSync(file), file).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(encryptor.decrypt(readFileSync(path.join(t.dataDir, "private", documentKey))).equals(document)).toBe(true);
    const photo = await t.app.inject({ method: "GET", url: `/uploads/${photoKey}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toBe("RIFF-photo");
    // A second sweep finds nothing more to do.
    expect(await sweepPendingUploads(t.app.ctx)).toEqual({ committed: 0, removed: 0 });
  });
});
