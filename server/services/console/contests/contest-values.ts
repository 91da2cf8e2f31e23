import type { contestJudges, contests, prizes } from "#db/schema.ts";
import { type ContestForm, type ContestFormValues, toPaise } from "#shared/console/contest-form.ts";
import { istDayEnd, istDayStart, istMomentToInstant, toIstDay, toIstMoment } from "#shared/console/ist-input.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import { mediaOrNull } from "#shared/console/media-input.ts";
import { sanitizeHtml } from "../../content/sanitize-html.ts";
import { rupees } from "../../dto.ts";

type ContestRow = typeof contests.$inferSelect;
type PrizeRow = typeof prizes.$inferSelect;
type ContestJudgeRow = typeof contestJudges.$inferSelect;

/** A saved contest as the console's form edits it: money in rupees, dates as IST wall-clock text. */
export function toContestFormValues(row: ContestRow, prizeRows: PrizeRow[], judgeRows: ContestJudgeRow[]): ContestFormValues {
  return {
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    titleHi: hindiOf(row.titleHi),
    shortDescriptionHi: hindiOf(row.shortDescriptionHi),
    descriptionHi: hindiOf(row.descriptionHi),
    rulesHi: row.rulesHi,
    requirementsHi: row.requirementsHi,
    thumbnail: row.thumbnail ?? "",
    banner: row.banner ?? "",
    gallery: row.gallery,
    rules: row.rules,
    requirements: row.requirements,
    contestCategoryId: row.contestCategoryId ?? "",
    entryFee: rupees(row.entryFeePaise),
    entryFeeCurrency: row.entryFeeCurrency as ContestFormValues["entryFeeCurrency"],
    prizePool: rupees(row.prizePoolPaise),
    prizePoolCurrency: row.prizePoolCurrency as ContestFormValues["prizePoolCurrency"],
    maxParticipants: row.maxParticipants,
    registrationStartDate: toIstDay(row.registrationStartDate),
    registrationEndDate: toIstDay(row.registrationEndDate),
    contestStartDate: toIstMoment(row.contestStartDate),
    contestEndDate: toIstMoment(row.contestEndDate),
    resultAnnouncementDate: toIstMoment(row.resultAnnouncementDate),
    eligibleCountryIds: row.eligibleCountryIds,
    eligibleStateIds: row.eligibleStateIds,
    eligibleDistrictIds: row.eligibleDistrictIds,
    eligibleCityIds: row.eligibleCityIds,
    prizes: [...prizeRows]
      .sort((a, b) => a.rank - b.rank)
      .map((p) => ({
        id: p.id,
        title: p.title,
        titleHi: hindiOf(p.titleHi),
        rank: p.rank,
        amount: rupees(p.amountPaise),
        description: p.description,
        descriptionHi: hindiOf(p.descriptionHi),
      })),
    judges: [...judgeRows].sort((a, b) => a.sortOrder - b.sortOrder).map((j) => ({ judgeId: j.judgeId, role: j.role })),
    isActive: row.isActive,
  };
}

const required = (value: Date | null, field: string): Date => {
  // The schema already refused anything else; this only satisfies the types.
  if (!value) throw new Error(`${field} passed validation but is not a date`);
  return value;
};

/** The contest's own columns from a validated form (prizes and judges are saved beside it). */
export function toContestColumns(form: ContestForm) {
  return {
    title: form.title,
    shortDescription: form.shortDescription,
    description: sanitizeHtml(form.description),
    titleHi: form.titleHi || null,
    shortDescriptionHi: form.shortDescriptionHi || null,
    descriptionHi: form.descriptionHi ? sanitizeHtml(form.descriptionHi) : null,
    rulesHi: form.rulesHi,
    requirementsHi: form.requirementsHi,
    thumbnail: mediaOrNull(form.thumbnail),
    banner: mediaOrNull(form.banner),
    gallery: form.gallery,
    rules: form.rules,
    requirements: form.requirements,
    contestCategoryId: form.contestCategoryId,
    entryFeePaise: toPaise(form.entryFee),
    entryFeeCurrency: form.entryFeeCurrency,
    prizePoolPaise: toPaise(form.prizePool),
    prizePoolCurrency: form.prizePoolCurrency,
    maxParticipants: form.maxParticipants,
    registrationStartDate: required(istDayStart(form.registrationStartDate), "registrationStartDate"),
    registrationEndDate: required(istDayEnd(form.registrationEndDate), "registrationEndDate"),
    contestStartDate: required(istMomentToInstant(form.contestStartDate), "contestStartDate"),
    contestEndDate: required(istMomentToInstant(form.contestEndDate), "contestEndDate"),
    resultAnnouncementDate: form.resultAnnouncementDate ? istMomentToInstant(form.resultAnnouncementDate) : null,
    eligibleCountryIds: form.eligibleCountryIds,
    eligibleStateIds: form.eligibleStateIds,
    eligibleDistrictIds: form.eligibleDistrictIds,
    eligibleCityIds: form.eligibleCityIds,
    isActive: form.isActive,
  };
}

/** Field names whose value differs between two forms (the audit log's "changed fields"; no values). */
export function changedContestFields(before: ContestFormValues | null, after: ContestFormValues): string[] {
  return (Object.keys(after) as (keyof ContestFormValues)[]).filter(
    (field) => before === null || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
