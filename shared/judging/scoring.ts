import { z } from "zod";

/** What a judge sends from the scoring screen (autosave and 'Save and next'); every field optional. */
export const scoringMessages = {
  scoreRange: "Choose a score from 1 to 10.",
  noteTooLong: "At most 2000 characters.",
  roundClosed: "This round is closed: scores can no longer change.",
  notAssigned: "This entry is not assigned to you.",
  recused: "You recused yourself from this entry.",
  recusalReasonRequired: "Say why you recuse yourself (the organiser reads it).",
  signInRequired: "Please sign in to judge.",
} as const;

export const ScoreSchema = z.object({
  criteria: z
    .record(
      z.string().max(40),
      z.number().int(scoringMessages.scoreRange).min(1, scoringMessages.scoreRange).max(10, scoringMessages.scoreRange),
    )
    .default({}),
  checklist: z.record(z.string().max(40), z.boolean()).default({}),
  note: z.string().max(2000, scoringMessages.noteTooLong).default(""),
  feedback: z.string().max(2000, scoringMessages.noteTooLong).default(""),
});
export type ScoreInput = z.input<typeof ScoreSchema>;

export const RecuseSchema = z.object({
  reason: z.string({ error: scoringMessages.recusalReasonRequired }).trim().min(3, scoringMessages.recusalReasonRequired).max(500),
});
