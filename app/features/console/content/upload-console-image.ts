import type { z } from "zod";
import type { UploadedImageAnswer } from "#shared/console/content-api.ts";
import type { ConsoleImagePurpose } from "#shared/console/image-upload.ts";
import { apiPostForm } from "../../../lib/api-client";

export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string };

/** Sends one picture to the console's upload route; the server checks, re-encodes and stores it. */
export async function uploadConsoleImage(file: File, purpose: ConsoleImagePurpose): Promise<UploadOutcome> {
  const form = new FormData();
  form.append("purpose", purpose);
  form.append("file", file);
  const result = await apiPostForm<z.infer<typeof UploadedImageAnswer>>("/api/admin/images", form);
  if (result.ok) return { ok: true, path: result.body.data.path };
  if (result.network) return { ok: false, message: "No connection. Check the network and try again." };
  return { ok: false, message: result.body.message };
}
