import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type UploadField, uploadRules, uploadSizeMessage } from "#shared/registration/user-details-schema.ts";
import { AppError } from "../../errors.ts";
import type { Encryptor } from "../encryption/encryption.ts";
import { type DocumentKind, SNIFF_BYTES, sniffDocument } from "./check-upload.ts";
import { randomName } from "./storage.ts";
import type { UploadBatch } from "./upload-batch.ts";

export type DocumentField = Exclude<UploadField, "profileImage">;

/** The profile image as received: plain bytes in a temporary file, decoded and re-encoded later. */
export type ReceivedImage = { field: "profileImage"; bytes: number; tempFile: string };
/**
 * An identity document as received: sniffed by its first bytes and, when it is a PDF, JPEG or PNG,
 * encrypted as it arrives into a pending private file (key). Another type is read and dropped
 * (kind null), and refused once the form's fields have been checked.
 */
export type ReceivedDocument = { field: DocumentField; bytes: number; kind: DocumentKind | null; key: string | null };
export type ReceivedUploads = { profileImage?: ReceivedImage } & { [F in DocumentField]?: ReceivedDocument };

/** A multipart file stream: busboy ends it early and sets truncated when it passes the size limit. */
type FileStream = Readable & { truncated?: boolean };

export const fileTooLarge = (field: UploadField) =>
  new AppError("PAYLOAD_TOO_LARGE", uploadSizeMessage(field), { errors: { [field]: uploadSizeMessage(field) } });

/**
 * Streams one uploaded file to disk in chunks, so memory holds at most a chunk of it whatever its
 * size. Answers null for an empty file input (nothing chosen); a file over its field's limit is
 * refused with 413 and the field's message.
 */
export async function receiveUpload(
  file: FileStream,
  options: { field: UploadField; userId: string; batch: UploadBatch; encryptor: Encryptor },
): Promise<ReceivedImage | ReceivedDocument | null> {
  const { field, batch } = options;
  const limit = uploadRules[field].maxBytes;
  let bytes = 0;
  const checkSize = () => {
    if (file.truncated || bytes > limit) throw fileTooLarge(field);
  };
  async function* counted(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes > limit) throw fileTooLarge(field);
      yield chunk;
    }
  }

  if (field === "profileImage") {
    const tempFile = await batch.tempFile();
    await pipeline(file, counted, createWriteStream(tempFile, { flags: "wx", mode: 0o600 }));
    checkSize();
    return bytes === 0 ? null : { field, bytes, tempFile };
  }

  const chunks = counted(file);
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) {
    checkSize();
    return null;
  }
  const kind = sniffDocument(head);
  if (!kind) {
    for await (const _ of chunks);
    checkSize();
    return { field, bytes, kind: null, key: null };
  }
  const key = `documents/${options.userId}/${field}-${randomName()}.${kind}.enc`;
  async function* whole() {
    yield head;
    yield* chunks;
  }
  await batch.stage("private", key, Readable.from(whole()), options.encryptor.sealStream());
  checkSize();
  return { field, bytes, kind, key };
}
