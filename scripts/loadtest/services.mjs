// The parts around the app: a fresh PostgreSQL database and an S3-protocol object store.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { cleanups, freePort, keepEverything, log } from "./settings.mjs";

function serverUrl() {
  const env = process.env;
  const base = env.LOADTEST_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(base);
  const host = url.hostname;
  if (!(host === "localhost" || host === "::1" || host === "[::1]" || /^127\./.test(host))) {
    throw new Error(`The load test runs on this machine only: ${host} is not a loopback address.`);
  }
  return url;
}

export async function createDatabase() {
  const url = serverUrl();
  const name = `loadtest_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    if (keepEverything) return log(`kept database ${name}`);
    const dropper = new pg.Client({ connectionString: serverUrl().toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return url.toString();
}

export async function startObjectStore() {
  const directory = mkdtempSync(path.join(os.tmpdir(), "loadtest-s3-"));
  const store = new S3rver({
    address: "127.0.0.1",
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: "creatorcup-media" }, { name: "creatorcup-documents" }],
  });
  // s3rver keeps objects as files in folders and removes a folder when a delete empties it, which races
  // a write into that folder at the same moment (ENOENT, and the stand-in's process dies). Real S3 has
  // no folders: here a delete removes the object's files and leaves the folders.
  store.store.deleteObject = async (bucket, key) => {
    for (const kind of ["object", "object.md5", "metadata.json"]) {
      await rm(store.store.getResourcePath(bucket, key, kind), { force: true });
    }
  };
  const { port } = await store.run();
  cleanups.push(async () => {
    await store.close();
    if (!keepEverything) rmSync(directory, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
}
