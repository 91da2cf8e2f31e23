import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { Db } from "#db/client.ts";
import { seedDemoContentIfEmpty } from "#db/seed/index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const seedDir = path.join(root, "db/seed");

/** Named after the seed's code and sharp's version: a change to either draws them again. */
function picturesCache(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(seedDir).sort()) hash.update(file).update(readFileSync(path.join(seedDir, file)));
  hash.update(readFileSync(path.join(root, "node_modules/sharp/package.json")));
  return path.join(root, "node_modules/.cache/test-databases", `demo-pictures-${hash.digest("hex").slice(0, 12)}`);
}

/**
 * The demo seed, for tests of its accounts and rows: drawing its pictures takes about 5 s of CPU, the
 * rows 0.3 s. The seed leaves pictures already in DATA_DIR alone, so they are copied in from the ones
 * the first such seed drew. data-at-rest.test.ts seeds without them, so the drawing stays tested.
 */
export async function seedDemoWithCachedPictures(db: Db, options: { dataDir: string; demoStaff?: boolean }): Promise<boolean> {
  const cache = picturesCache();
  const pictures = path.join(options.dataDir, "uploads/public");
  if (existsSync(cache)) cpSync(cache, pictures, { recursive: true });
  const seeded = await seedDemoContentIfEmpty(db, options);
  if (seeded && !existsSync(cache)) {
    // Several workers may keep them at once: each copies to its own folder and renames it into place.
    const building = `${cache}.${process.pid}.${randomBytes(4).toString("hex")}`;
    cpSync(pictures, building, { recursive: true });
    try {
      renameSync(building, cache);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  return seeded;
}
