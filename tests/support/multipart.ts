import { type MultipartFile, multipartForm } from "../../scripts/bench-kit.mjs";

export type FilePart = MultipartFile;

/** A multipart/form-data body built by hand, as a browser's FormData sends it (the same writer as the bench's). */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const { body, contentType } = multipartForm(`----test${Math.random().toString(16).slice(2)}`, fields, files);
  return { payload: body, headers: { "content-type": contentType } };
}
