import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { cities, contestCategories, contestJudges, contests, countries, districts, judges, prizes, states } from "#db/schema.ts";
import {
  type ContestForm,
  contestLabels,
  contestMessages,
  contestSaveIssues,
  type FieldIssue,
  toPaise,
} from "#shared/console/contest-form.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import type { Tx } from "../../registration/capacity.ts";
import { activeBannersLinkingTo } from "../content/banners.ts";
import { nextSortOrder } from "../content/content-writes.ts";
import { claimUploads, releaseUploads, uploadPathsIn } from "../images/image-references.ts";
import { changedContestFields, toContestColumns } from "./contest-values.ts";
import { CONSOLE_CONTEST_NOT_FOUND, contestHasPayments, loadContestFormValues } from "./get-contest-form.ts";
import { completedRegistrations } from "./list-contests.ts";
import { isMenuContest } from "./menu-contest.ts";

/** A refusal with each message at its field, as the form shows it. */
export function fieldErrors(issues: FieldIssue[]): AppError {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return new AppError("BAD_REQUEST", issues[0]?.message ?? "Please correct the marked fields.", { errors });
}

/** Every id the form points at must exist: a stale tab could offer a deleted category, judge or place. */
async function referenceIssues(db: Db | Tx, form: ContestForm): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const missing = async (ids: string[], table: typeof countries | typeof states | typeof districts | typeof cities | typeof judges) => {
    if (ids.length === 0) return [];
    const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  };
  const [category] = await db
    .select({ id: contestCategories.id })
    .from(contestCategories)
    .where(eq(contestCategories.id, form.contestCategoryId));
  if (!category) issues.push({ path: "contestCategoryId", message: `${contestLabels.contestCategoryId} no longer exists: pick another.` });
  for (const [field, table] of [
    ["eligibleCountryIds", countries],
    ["eligibleStateIds", states],
    ["eligibleDistrictIds", districts],
    ["eligibleCityIds", cities],
  ] as const) {
    if ((await missing(form[field], table)).length > 0)
      issues.push({ path: field, message: `${contestLabels[field]} holds a place that no longer exists.` });
  }
  const missingJudges = new Set(
    await missing(
      form.judges.map((j) => j.judgeId),
      judges,
    ),
  );
  form.judges.forEach((judge, index) => {
    if (missingJudges.has(judge.judgeId)) issues.push({ path: `judges.${index}.judgeId`, message: "This judge no longer exists." });
  });
  return issues;
}

/** Prizes keep their ids across saves (a winner may name one); new ones get an id, removed ones go. */
async function savePrizes(tx: Tx, contestId: string, form: ContestForm): Promise<void> {
  const existing = new Set((await tx.select({ id: prizes.id }).from(prizes).where(eq(prizes.contestId, contestId))).map((p) => p.id));
  const kept = form.prizes.filter((p) => p.id && existing.has(p.id)).map((p) => p.id as string);
  await tx.delete(prizes).where(and(eq(prizes.contestId, contestId), kept.length ? notInArray(prizes.id, kept) : undefined));
  for (const prize of form.prizes) {
    const values = {
      title: prize.title,
      titleHi: prize.titleHi || null,
      rank: prize.rank,
      amountPaise: toPaise(prize.amount),
      description: prize.description,
      descriptionHi: prize.descriptionHi || null,
    };
    if (prize.id && existing.has(prize.id)) await tx.update(prizes).set(values).where(eq(prizes.id, prize.id));
    else await tx.insert(prizes).values({ id: newId(), contestId, ...values });
  }
}

async function saveJudges(tx: Tx, contestId: string, form: ContestForm): Promise<void> {
  await tx.delete(contestJudges).where(eq(contestJudges.contestId, contestId));
  if (form.judges.length === 0) return;
  await tx
    .insert(contestJudges)
    .values(form.judges.map((judge, index) => ({ contestId, judgeId: judge.judgeId, role: judge.role, sortOrder: index })));
}

const picturesOf = (values: {
  thumbnail: string;
  banner: string;
  gallery: readonly string[];
  description: string;
  descriptionHi?: string;
}) => uploadPathsIn(values.thumbnail, values.banner, values.gallery, values.description, values.descriptionHi ?? "");

/**
 * Creates (contestId null) or updates a contest from the console's validated form, in one
 * transaction: the contest row (locked, so a registration completing at the same moment is counted),
 * its prizes and judges, and the audit entry. Then the public caches drop the contest lists and pages,
 * and pictures the contest stopped using are removed once nothing else refers to them.
 */
export async function saveContest(
  ctx: AppContext,
  options: { staffId: string; contestId: string | null; form: ContestForm; now?: Date },
): Promise<{ id: string; changedFields: string[] }> {
  const { db } = ctx;
  const { form, staffId } = options;
  const refIssues = await referenceIssues(db, form);
  if (refIssues.length > 0) throw fieldErrors(refIssues);
  const columns = toContestColumns(form);
  const now = options.now ?? new Date();

  const result = await db.transaction(async (tx) => {
    let before: Awaited<ReturnType<typeof loadContestFormValues>> = null;
    let id = options.contestId;
    if (id) {
      // The same row lock registration takes: the counts below cannot change until this commits.
      const [locked] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.id, id)).for("update");
      if (!locked) throw notFound(CONSOLE_CONTEST_NOT_FOUND);
      before = await loadContestFormValues(tx, id);
      if (!before) throw notFound(CONSOLE_CONTEST_NOT_FOUND);
      const issues = contestSaveIssues(
        { maxParticipants: columns.maxParticipants, entryFeePaise: columns.entryFeePaise },
        {
          completedRegistrations: await completedRegistrations(tx, id),
          entryFeePaise: before.row.entryFeePaise,
          hasPayments: await contestHasPayments(tx, id),
        },
      );
      if (!columns.isActive && (await isMenuContest(tx, id))) issues.push({ path: "isActive", message: contestMessages.linkedByMenu });
      else if (!columns.isActive && before.row.isActive && (await activeBannersLinkingTo(tx, id)) > 0) {
        issues.push({ path: "isActive", message: contestMessages.linkedByBanner });
      }
      if (issues.length > 0) throw fieldErrors(issues);
      await tx
        .update(contests)
        .set({ ...columns, updatedAt: now })
        .where(eq(contests.id, id));
    } else {
      id = newId();
      // A new contest goes after the others on the home page.
      await tx.insert(contests).values({ id, ...columns, sortOrder: await nextSortOrder(tx, contests), createdAt: now, updatedAt: now });
    }
    await savePrizes(tx, id, form);
    await saveJudges(tx, id, form);
    const after = await loadContestFormValues(tx, id);
    if (!after) throw new Error("saved contest vanished");
    const changedFields = changedContestFields(before?.values ?? null, after.values);
    await recordAudit(tx, { staffId, action: before ? "update" : "create", entity: "contest", entityId: id, changedFields });
    return { id, changedFields, beforePictures: before ? picturesOf(before.values) : [], afterPictures: picturesOf(after.values) };
  });

  // "contest" drops the active list, every contest page and applicants list, and the category list.
  ctx.cache.invalidate("contest");
  await claimUploads(db, result.afterPictures);
  await releaseUploads(
    ctx,
    result.beforePictures.filter((path) => !result.afterPictures.includes(path)),
  );
  return { id: result.id, changedFields: result.changedFields };
}
