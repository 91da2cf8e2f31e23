import { z } from "zod";
import { IST_MOMENT_PATTERN, istMomentToInstant } from "./ist-input.ts";

/** What can be drafted and published from the console (docs/publishing.md). */
export const publishableKinds = ["contest", "banner", "cms-page"] as const;
export type PublishableKind = (typeof publishableKinds)[number];

export const publishingMessages = {
  atRequired: "Publish time is required.",
  atInvalid: "Publish time must be a real date and time.",
  atPast: "Publish time must be in the future (IST).",
  alreadyPublished: "This is already published.",
  notFound: "Not found.",
} as const;

/** Where an item stands: a draft, a draft with a publish time, or published (on the site while active). */
export type PublishingState = { publishAt: string | null; publishedAt: string | null };

export const PublishingActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("publish") }),
  z.object({
    action: z.literal("schedule"),
    /** IST wall-clock time, "YYYY-MM-DDTHH:mm" (<input type="datetime-local">). */
    at: z
      .string()
      .trim()
      .min(1, publishingMessages.atRequired)
      .refine((value) => IST_MOMENT_PATTERN.test(value) && istMomentToInstant(value) !== null, publishingMessages.atInvalid),
  }),
  z.object({ action: z.literal("unschedule") }),
]);
export type PublishingAction = z.infer<typeof PublishingActionSchema>;
