import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states, users } from "#db/schema.ts";
import { runStorageCommand } from "#server/cli/storage-commands.ts";
import { loadConfig } from "#server/config.ts";
import { sweepPendingUploads } from "#server/services/storage/sweep-pending-uploads.ts";
import { cookieForEmail } from "../support/creator-session.ts";
import { createCategory, createCity, createUser } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Files in an S3-compatible object store, tested against a real S3-protocol server (s3rver) on
 * loopback: the storage interface, a sign-up's photo and document, the media routes, readiness and
 * the copy of an existing DATA_DIR.
 */
let server: S3rver;
let serverDir: string;
let endpoint: string;
let t: TestApp;
let s3Env: Record<string, string>;
let client: S3Client;

const objectsIn = async (bucket: string, prefix = "") =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key ?? "");
const objectBytes = async (bucket: string, key: string) =>
  Buffer.from(
    await ((await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body?.transformToByteArray() ?? new Uint8Array()),
  );

beforeAll(async () => {
  serverDir = mkdtempSync(path.join(os.tmpdir(), "contests-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: "media" }, { name: "documents" }, { name: "copies" }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3Env = {
    S3_BUCKET: "media",
    S3_PRIVATE_BUCKET: "documents",
    S3_ENDPOINT: endpoint,
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  client = new S3Client({
    region: "ap-south-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  t = await createTestApp(s3Env);
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await server?.close();
  rmSync(serverDir, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 120 } } })
    .png()
    .toBuffer();

describe("[UPLOADS] the S3 storage backend", () => {
  it("keeps the pending → committed steps: a file is invisible until committed, then in its place", async () => {
    const { storage } = t.app.ctx;
    const bytes = await storage.putPending("public", "profiles/u1/a.webp", Readable.from([Buffer.from("RIFFwebp")]));
    expect(bytes).toBe(8);
    expect(await objectsIn("media", "pending/public/")).toEqual(["pending/public/profiles/u1/a.webp"]);
    expect((await storage.listPending()).map((file) => [file.area, file.key])).toEqual([["public", "profiles/u1/a.webp"]]);
    expect(await storage.commitPending("public", "profiles/u1/a.webp")).toBe("/uploads/profiles/u1/a.webp");
    expect(await objectsIn("media", "pending/")).toEqual([]);
    expect(await objectBytes("media", "public/profiles/u1/a.webp")).toEqual(Buffer.from("RIFFwebp"));
    // A commit cut between its copy and its delete is finished by running it again.
    await storage.putPending("private", "documents/u1/pan", Readable.from([Buffer.from("sealed")]));
    await storage.commitPending("private", "documents/u1/pan");
    await expect(storage.commitPending("private", "documents/u1/pan")).resolves.toBe("documents/u1/pan");
    expect(await storage.getPrivate("documents/u1/pan")).toEqual(Buffer.from("sealed"));
    const streamed: Buffer[] = [];
    for await (const chunk of storage.readPrivate("documents/u1/pan")) streamed.push(chunk as Buffer);
    expect(Buffer.concat(streamed)).toEqual(Buffer.from("sealed"));
    // Documents live in their own bucket, never beside public media.
    expect(await objectsIn("documents")).toContain("private/documents/u1/pan");
    expect((await objectsIn("media")).some((key) => key.includes("documents/"))).toBe(false);
    await storage.removePrivate("documents/u1/pan");
    await storage.removePublic("/uploads/profiles/u1/a.webp");
    expect(await objectsIn("documents", "private/documents/u1/")).toEqual([]);
    expect(() => storage.readPrivate("../etc/passwd")).toThrow(/Unsafe storage key/);
  });

  it("a staged upload whose connection is reset under it is sent again from its file, not lost", async () => {
    // Between the site and the bucket, a connection cut as the first upload to pending/ arrives (as when
    // the server has just closed the kept-alive socket the SDK reuses).
    let resets = 0;
    const proxy = createServer((incoming) => {
      const upstream = connect(new URL(endpoint).port ? Number(new URL(endpoint).port) : 80, "127.0.0.1");
      incoming.once("data", (first: Buffer) => {
        const head = first.toString("latin1", 0, 200);
        if (resets === 0 && head.startsWith("PUT ") && head.includes("/pending/")) {
          resets++;
          upstream.destroy();
          incoming.resetAndDestroy();
          return;
        }
        upstream.write(first);
        incoming.pipe(upstream).pipe(incoming);
      });
      incoming.on("error", () => upstream.destroy());
      upstream.on("error", () => incoming.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const cut = await createTestApp({ ...s3Env, S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
    try {
      const bytes = await cut.app.ctx.storage.putPending("public", "profiles/u9/reset.webp", Readable.from([Buffer.from("RIFFwebp")]));
      expect(resets).toBe(1);
      expect(bytes).toBe(8);
      expect(await objectBytes("media", "pending/public/profiles/u9/reset.webp")).toEqual(Buffer.from("RIFFwebp"));
      await cut.app.ctx.storage.removePending("public", "profiles/u9/reset.webp");
    } finally {
      await cut.close();
      proxy.close();
    }
  });

  it("the sweep finishes or removes what a killed process left pending in the bucket", async () => {
    const { storage } = t.app.ctx;
    const user = await createUser(t.database.db, { profileImage: "/uploads/profiles/kept/p.webp" });
    await storage.putPending("public", "profiles/kept/p.webp", Readable.from([Buffer.from("kept")]));
    await storage.putPending("public", "profiles/orphan/p.webp", Readable.from([Buffer.from("orphan")]));
    const result = await sweepPendingUploads(t.app.ctx, { now: new Date(Date.now() + 2 * 3600_000) });
    expect(result).toMatchObject({ committed: 1, removed: 1 });
    expect(await objectsIn("media", "pending/")).toEqual([]);
    expect(await objectBytes("media", "public/profiles/kept/p.webp")).toEqual(Buffer.from("kept"));
    expect(user.profileImage).toBe("/uploads/profiles/kept/p.webp");
  });

  it("a sign-up's photo lands in the bucket and is served by /uploads/ and /img/; its document is encrypted and never served", async () => {
    const city = await createCity(t.database.db);
    const [state] = await t.database.db.select().from(states).where(eq(states.id, city.stateId));
    const category = await createCategory(t.database.db);
    const email = "meera.s3@example.in";
    const form = new FormData();
    const fields: Record<string, string> = {
      firstName: "Meera",
      lastName: "Iyer",
      mobileNo: "9123456781",
      email,
      countryId: state?.countryId ?? "",
      stateId: city.stateId,
      cityId: city.id,
      address: "12 Temple Street",
      pincode: "600001",
      dateOfBirth: "2004-06-01",
      gender: "Female",
      categories: JSON.stringify([category.id]),
      link: "https://instagram.com/reel/meera",
      socialMedia: JSON.stringify({ instagram: "https://instagram.com/meera" }),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("profileImage", new Blob([await photo()], { type: "image/png" }), "me.png");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    form.append("panCard", new Blob([pdf], { type: "application/pdf" }), "pan.pdf");
    const request = new Request("http://localhost/api/user/create", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const created = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: body,
      headers: { "content-type": request.headers.get("content-type") ?? "", cookie: await cookieForEmail(t.app, email) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.profileImage).toMatch(/^\/uploads\/profiles\/.+\.webp$/);
    const photoKey = (user?.profileImage ?? "").slice("/uploads/".length);
    expect(await objectsIn("media", `public/${photoKey}`)).toEqual([`public/${photoKey}`]);

    // The document: in the private bucket, sealed with the site's key, readable only by decrypting.
    const documentKey = user?.panCardKey ?? "";
    const sealed = await objectBytes("documents", `private/${documentKey}`);
    expect(sealed.includes(Buffer.from("%PDF"))).toBe(false);
    expect(t.app.ctx.encryptor.decrypt(sealed)).toEqual(pdf);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${documentKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/uploads/../private/${documentKey}` })).statusCode).toBe(404);

    const original = await t.app.inject({ method: "GET", url: `/uploads/${photoKey}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/webp");
    expect(original.headers["cache-control"]).toBe("public, max-age=604800");
    expect(original.rawPayload).toEqual(await objectBytes("media", `public/${photoKey}`));
    const resized = await t.app.inject({ method: "GET", url: `/img/480/${photoKey}` });
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(480);
    expect((await t.app.inject({ method: "GET", url: "/img/480/profiles/none/missing.webp" })).statusCode).toBe(404);
  });

  it("readiness checks both buckets", async () => {
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toMatchObject({
      status: "ready",
      checks: { storage: { ok: true } },
    });
    const missing = await createTestApp({ ...s3Env, S3_PRIVATE_BUCKET: "no-such-bucket" });
    try {
      const answer = await missing.app.inject({ method: "GET", url: "/readyz" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: "unavailable", checks: { storage: { ok: false } } });
    } finally {
      await missing.close();
    }
  });

  it("with PUBLIC_MEDIA_URL, /uploads/ sends browsers to the bucket's public address", async () => {
    const cdn = await createTestApp({ ...s3Env, PUBLIC_MEDIA_URL: "https://media.creatorcup.in/public/" });
    try {
      const answer = await cdn.app.inject({ method: "GET", url: "/uploads/banners/hero-1.webp" });
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe("https://media.creatorcup.in/public/banners/hero-1.webp");
    } finally {
      await cdn.close();
    }
  });
});

describe("[UPLOADS] npm run cli -- storage copy-to-s3", () => {
  it("copies DATA_DIR's public and private files into the bucket once, and skips them the second time", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-copy-"));
    try {
      mkdirSync(path.join(dataDir, "uploads", "public", "banners"), { recursive: true });
      mkdirSync(path.join(dataDir, "private", "documents", "u7"), { recursive: true });
      writeFileSync(path.join(dataDir, "uploads", "public", "banners", "hero.webp"), "banner bytes");
      writeFileSync(path.join(dataDir, "private", "documents", "u7", "aadhar"), "sealed bytes");
      writeFileSync(path.join(dataDir, "uploads", "public", "banners", "half.webp.123.tmp"), "a copy in progress");
      utimesSync(path.join(dataDir, "uploads", "public", "banners", "hero.webp"), new Date(), new Date());
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3Env, S3_BUCKET: "copies", S3_PRIVATE_BUCKET: "" });
      const lines: string[] = [];
      await runStorageCommand(["copy-to-s3"], { out: (line) => lines.push(line) }, config);
      expect(lines).toEqual(["Copied 2 files (0.0 MB) to copies; 0 already there."]);
      expect((await objectsIn("copies")).sort()).toEqual(["private/documents/u7/aadhar", "public/banners/hero.webp"]);
      expect(await objectBytes("copies", "private/documents/u7/aadhar")).toEqual(Buffer.from("sealed bytes"));
      await runStorageCommand(["copy-to-s3"], { out: (line) => lines.push(line) }, config);
      expect(lines[1]).toBe("Copied 0 files (0.0 MB) to copies; 2 already there.");
      await expect(
        runStorageCommand(["copy-to-s3"], { out: () => {} }, loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir })),
      ).rejects.toThrow("S3_BUCKET is not set");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses half an S3 configuration with one line", () => {
    expect(() => loadConfig({ NODE_ENV: "test", S3_ENDPOINT: endpoint })).toThrow("Invalid configuration: S3_ENDPOINT needs S3_BUCKET");
    expect(() => loadConfig({ NODE_ENV: "test", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "x" })).toThrow(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(() => loadConfig({ NODE_ENV: "test", S3_BUCKET: "Bad_Bucket" })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});
