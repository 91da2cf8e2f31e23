import { z } from "zod";

/**
 * A picture a console form points at: one of our uploads ("/uploads/…", as the image upload answers)
 * or an absolute https address (judges' photos may live elsewhere). Nothing else reaches an <img>.
 */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/;

export function isMediaInput(value: string): boolean {
  if (UPLOAD_PATH.test(value)) return !value.includes("..");
  if (value.length > 500 || !value.startsWith("https://")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export const mediaInvalidMessage = (label: string) => `${label} must be an uploaded image.`;

/** An optional picture: "" (none) or a media path. */
export function optionalMedia(label: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || isMediaInput(value), mediaInvalidMessage(label));
}

/** A required picture. */
export function requiredMedia(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .refine((value) => isMediaInput(value), mediaInvalidMessage(label));
}

/** "" for none, so a form field never holds null. */
export const mediaOrNull = (value: string): string | null => (value === "" ? null : value);
