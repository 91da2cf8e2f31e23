import { z } from "zod";

/** The rubric form in the console and PUT /api/admin/judging/contests/{id}/rubric (docs/judging.md, rubric). */
export const rubricMessages = {
  criteriaCount: "A rubric has 1 to 6 criteria.",
  nameRequired: "Name the criterion.",
  nameTooLong: "At most 60 characters.",
  nameTwice: "Each criterion needs its own name.",
  descriptionTooLong: "At most 500 characters.",
  weightRange: "A weight is a whole percent from 1 to 100.",
  weightsSum: "The weights must add up to 100%.",
  anchorRequired: "Say what this score looks like.",
  anchorTooLong: "At most 200 characters.",
  checklistRequired: "Name the check.",
  checklistCount: "At most 8 checks.",
  reviewsRange: "Each entry needs 2 to 5 judges in screening.",
  shortlistRange: "Give a number from 1 to 1000 or a percent from 1 to 100.",
  locked: "Scoring has started: the rubric is locked, so every entry is judged by the same rules.",
} as const;

const anchor = z
  .string({ error: rubricMessages.anchorRequired })
  .trim()
  .min(1, rubricMessages.anchorRequired)
  .max(200, rubricMessages.anchorTooLong);

const hindiAnchor = z.string().trim().max(200, rubricMessages.anchorTooLong).optional();

export const RubricCriterionSchema = z.object({
  name: z.string({ error: rubricMessages.nameRequired }).trim().min(1, rubricMessages.nameRequired).max(60, rubricMessages.nameTooLong),
  description: z.string().trim().max(500, rubricMessages.descriptionTooLong).default(""),
  weight: z
    .number({ error: rubricMessages.weightRange })
    .int(rubricMessages.weightRange)
    .min(1, rubricMessages.weightRange)
    .max(100, rubricMessages.weightRange),
  anchors: z.object({ "1": anchor, "4": anchor, "7": anchor, "10": anchor }),
  /** The optional Hindi beside each text (DESIGN.md, Languages): empty or absent, the Hindi pages show the English. */
  nameHi: z.string().trim().max(60, rubricMessages.nameTooLong).optional(),
  descriptionHi: z.string().trim().max(500, rubricMessages.descriptionTooLong).optional(),
  anchorsHi: z.object({ "1": hindiAnchor, "4": hindiAnchor, "7": hindiAnchor, "10": hindiAnchor }).optional(),
});

export const DEFAULT_CHECKLIST = ["The video is reachable", "Within the length limit", "On the contest's theme", "The creator's own work"];

/** The default checks are the product's own words, so a judge reading in Hindi gets them in Hindi; checks an organiser wrote stay as written. */
export const DEFAULT_CHECKLIST_HI: Readonly<Record<string, string>> = {
  "The video is reachable": "वीडियो खुलता है",
  "Within the length limit": "तय लंबाई के अंदर है",
  "On the contest's theme": "कॉन्टेस्ट की थीम पर है",
  "The creator's own work": "क्रिएटर का अपना काम है",
};

export const RubricSchema = z
  .object({
    criteria: z.array(RubricCriterionSchema).min(1, rubricMessages.criteriaCount).max(6, rubricMessages.criteriaCount),
    checklist: z
      .array(z.string().trim().min(1, rubricMessages.checklistRequired).max(120, rubricMessages.anchorTooLong))
      .max(8, rubricMessages.checklistCount),
    blind: z.boolean().default(true),
    reviewsPerEntry: z.number().int().min(2, rubricMessages.reviewsRange).max(5, rubricMessages.reviewsRange).default(2),
    shortlistTop: z.number().int().min(1, rubricMessages.shortlistRange).max(1000, rubricMessages.shortlistRange).nullable().default(null),
    shortlistPercent: z
      .number()
      .int()
      .min(1, rubricMessages.shortlistRange)
      .max(100, rubricMessages.shortlistRange)
      .nullable()
      .default(null),
    headJudgeId: z.string().nullable().default(null),
    scoresReleased: z.boolean().default(false),
  })
  .superRefine((rubric, ctx) => {
    const sum = rubric.criteria.reduce((total, c) => total + c.weight, 0);
    if (sum !== 100) ctx.addIssue({ code: "custom", message: rubricMessages.weightsSum, path: ["criteria"] });
    const names = new Set<string>();
    rubric.criteria.forEach((criterion, index) => {
      const key = criterion.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: "custom", message: rubricMessages.nameTwice, path: ["criteria", index, "name"] });
      names.add(key);
    });
  });
export type RubricInput = z.input<typeof RubricSchema>;
export type Rubric = z.infer<typeof RubricSchema>;

/** The published order of the tie-break ladder, as the contest page's Rules say it. */
export const TIE_BREAK_RULE =
  "Ties are broken by the score on the highest-weighted criterion, then by the number of judges who placed the entry first, then by the head judge's recorded decision; never by chance.";

/** The lines the contest page adds to its Rules while registration is open (a few words, server-rendered). */
export function publishedJudgingRules(criteria: readonly { name: string; weight: number }[]): string[] {
  if (criteria.length === 0) return [];
  const list = criteria.map((c) => `${c.name} (${c.weight}%)`).join(", ");
  return [`Entries are judged on merit by the contest's judges on: ${list}.`, TIE_BREAK_RULE];
}
