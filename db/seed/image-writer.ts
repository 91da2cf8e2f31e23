/** Renders the demo's SVG pictures (./images.ts) to WebP or PNG files with sharp, leaving existing files alone. */
import { access, mkdir, rename, unlink } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

type Job = { file: string; svg: string; format: "webp" | "png" };

/** Collects pictures to draw, then renders the missing ones in parallel. */
export class ImageWriter {
  private readonly jobs = new Map<string, Job>();
  private readonly dataDir: string;
  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  /** Queues a picture and returns the path stored in the database, e.g. /uploads/banners/hero-1.webp. */
  add(folder: string, name: string, svg: string, format: "webp" | "png" = "webp"): string {
    const relative = `/uploads/${folder}/${name}.${format}`;
    const file = path.join(this.dataDir, "uploads", "public", folder, `${name}.${format}`);
    this.jobs.set(relative, { file, svg, format });
    return relative;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Renders every queued picture whose file does not exist yet; returns how many were written. */
  async flush(): Promise<number> {
    const folders = new Set([...this.jobs.values()].map((job) => path.dirname(job.file)));
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
    const results = await Promise.all([...this.jobs.values()].map((job) => renderIfMissing(job)));
    this.jobs.clear();
    return results.filter(Boolean).length;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderIfMissing(job: Job): Promise<boolean> {
  if (await exists(job.file)) return false;
  // Write beside the target and rename, so a crash never leaves half a picture under the real name.
  const temporary = `${job.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const image = sharp(Buffer.from(job.svg));
  const output =
    job.format === "png" ? image.png({ compressionLevel: 9, palette: true, quality: 90 }) : image.webp({ quality: 70, effort: 2 });
  try {
    await output.toFile(temporary);
    await rename(temporary, job.file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  return true;
}
