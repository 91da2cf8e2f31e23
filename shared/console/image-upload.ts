/**
 * Pictures uploaded in the organiser console: what each is for decides how large it is kept. Every
 * upload is checked by its content and re-encoded as WebP on the server (docs/console.md, images).
 */
export const consoleImagePurposes = ["banner", "contest", "gallery", "thumbnail", "photo", "logo", "category", "page"] as const;
export type ConsoleImagePurpose = (typeof consoleImagePurposes)[number];

const MB = 1024 * 1024;

export const consoleImageRules: Record<ConsoleImagePurpose, { maxBytes: number; maxWidth: number; maxHeight: number; quality: number }> = {
  banner: { maxBytes: 10 * MB, maxWidth: 1920, maxHeight: 1200, quality: 80 },
  contest: { maxBytes: 10 * MB, maxWidth: 1920, maxHeight: 1200, quality: 80 },
  gallery: { maxBytes: 10 * MB, maxWidth: 1600, maxHeight: 1600, quality: 80 },
  thumbnail: { maxBytes: 10 * MB, maxWidth: 1200, maxHeight: 1200, quality: 80 },
  photo: { maxBytes: 10 * MB, maxWidth: 800, maxHeight: 800, quality: 82 },
  logo: { maxBytes: 5 * MB, maxWidth: 600, maxHeight: 600, quality: 90 },
  category: { maxBytes: 10 * MB, maxWidth: 1600, maxHeight: 1200, quality: 80 },
  page: { maxBytes: 10 * MB, maxWidth: 1600, maxHeight: 1600, quality: 80 },
};

/** The largest upload any purpose takes (the multipart limit). */
export const MAX_CONSOLE_IMAGE_BYTES = Math.max(...Object.values(consoleImageRules).map((rule) => rule.maxBytes));

export const consoleImageMessages = {
  missing: "Choose a picture to upload.",
  empty: "The picture is empty.",
  notAnImage: "This file is not a picture we can use: upload a JPG, PNG, WebP or GIF image.",
  tooLarge: (maxBytes: number) => `The picture is too large: at most ${Math.round(maxBytes / MB)} MB.`,
} as const;

/** What the file input accepts; the server decides by content. */
export const CONSOLE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
