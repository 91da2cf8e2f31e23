import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema.ts";
import { CONTACT_RATE_LIMIT } from "#server/services/contact/save-contact-message.ts";
import { postJson } from "../support/inject.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const folder = path.join(t.dataDir, "uploads", "public", "banners");
  mkdirSync(folder, { recursive: true });
  await sharp({ create: { width: 1600, height: 700, channels: 3, background: "#a249ed" } })
    .webp()
    .toFile(path.join(folder, "hero.webp"));
});
afterAll(async () => {
  await t?.close();
});

describe("[CONTACT] POST /api/contact", () => {
  it("stores a valid message and confirms it", async () => {
    const response = await postJson<{ isOk: boolean; message: string }>(t.app, "/api/contact", {
      fullName: "  Asha Verma ",
      email: "asha@example.com",
      message: "When does the next contest open?",
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ isOk: true, message: "Thank you! Your message has been sent. We will get back to you soon." });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Asha Verma", email: "asha@example.com", message: "When does the next contest open?" });
  });

  it.each([
    [{ fullName: "", email: "a@example.com", message: "hi" }, "Full name is required"],
    [{ fullName: "A", email: "", message: "hi" }, "Email is required"],
    [{ fullName: "A", email: "not-an-email", message: "hi" }, "Enter a valid email"],
    [{ fullName: "A", email: "a@example.com", message: "   " }, "Message is required"],
  ])("refuses %o with 400", async (body, message) => {
    const response = await postJson<{ isOk: boolean; message: string }>(t.app, "/api/contact", body);
    expect(response.status).toBe(400);
    expect(response.body.isOk).toBe(false);
    expect(response.body.message).toContain(message);
  });

  it("rate-limits one sender after five messages in ten minutes", async () => {
    await clearOfWindowEnd(CONTACT_RATE_LIMIT.windowMs);
    const before = (await t.database.db.select().from(contactMessages)).length;
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.9",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ fullName: "Spammer", email: "spam@example.com", message: "Buy followers" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before + 5);
  });
});

describe("[IMAGES] GET /img/{width}/{path}", () => {
  it("resizes an upload to a fixed width as WebP, and as JPEG for share previews", async () => {
    const webp = await t.app.inject({ method: "GET", url: "/img/480/banners/hero.webp" });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 480, height: 210, format: "webp" });
    const jpeg = await t.app.inject({ method: "GET", url: "/img/1200/banners/hero.webp?format=jpeg" });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ width: 1200, format: "jpeg" });
  });

  it("answers 404 for other widths, missing files and paths leaving the uploads folder", async () => {
    for (const url of [
      "/img/500/banners/hero.webp",
      "/img/480/banners/none.webp",
      "/img/480/../uploads/public/banners/hero.webp",
      "/img/480/banners/..%2f..%2fpglite",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
