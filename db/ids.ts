import { randomBytes } from "node:crypto";

/** 24 hex characters: the id shape the web app and its links use. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}
