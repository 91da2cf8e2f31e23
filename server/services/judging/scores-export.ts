import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgingAssignments, judgingScores } from "#db/schema/judging.ts";
import { judges } from "#db/schema.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { csvIstTime } from "../console/csv-cells.ts";
import { scoreOfAssignment } from "./assignment-score.ts";
import { roundResults } from "./results.ts";
import { findRound } from "./rounds.ts";

const fixed = (value: number) => value.toFixed(3);

/**
 * A round's scores as CSV for the organiser: one row per judge and entry ("judge"), or one row per
 * entry with its ranking ("entry"). Entries are named as on the applicants list; no contact data.
 */
export async function exportScoresCsv(
  db: Db,
  options: { staffId: string; contestId: string; kind: "screening" | "final"; by: "judge" | "entry" },
) {
  const results = await roundResults(db, { contestId: options.contestId, kind: options.kind });
  const round = await findRound(db, options.contestId, options.kind);
  if (!results || !round) return null;
  const criteria = results.criteria;
  const rows = options.by === "entry" ? rowsByEntry(results) : await rowsByJudge(db, round.id, criteria);
  await recordAudit(db, {
    staffId: options.staffId,
    action: "export",
    entity: "judging-scores",
    entityId: round.id,
    changedFields: { by: options.by, rows: rows.length - 1 },
  });
  // A cell starting with = + - @ is not run as a formula by a spreadsheet; the byte-order mark makes Excel
  // read the file as UTF-8, so names and notes in Hindi come out as written.
  return stringify(rows, { escape_formulas: true, bom: true });
}

type Row = (string | number)[];
type Results = NonNullable<Awaited<ReturnType<typeof roundResults>>>;

/** One row per ranked entry, then the excluded ones. */
function rowsByEntry(results: Results): Row[] {
  return [
    [
      "position",
      "entry_id",
      "creator",
      "video",
      "reviews",
      "raw_mean",
      "normalised_mean",
      "first_places",
      "tie_broken_by",
      "unresolved_tie",
    ],
    ...results.ranking.map((r) => [
      r.position,
      r.entryId,
      r.name,
      r.link,
      r.reviews,
      fixed(r.rawMean),
      fixed(r.normalisedMean),
      r.firstPlaces,
      r.tieBrokenBy ?? "",
      r.unresolvedTie ? "yes" : "",
    ]),
    ...results.excluded.map((e) => ["excluded", e.entryId, e.name, e.link, e.reviews, "", "", "", e.reason, ""]),
  ];
}

/** One row per judge and entry, with each criterion's score. */
async function rowsByJudge(db: Db, roundId: string, criteria: Results["criteria"]): Promise<Row[]> {
  const scored = await db
    .select({
      judgeId: judgingAssignments.judgeId,
      judgeFirst: judges.firstName,
      judgeLast: judges.lastName,
      entryId: judgingAssignments.subscriberId,
      recusalReason: judgingAssignments.recusalReason,
      criteria: judgingScores.criteria,
      checklist: judgingScores.checklist,
      note: judgingScores.note,
      updatedAt: judgingScores.updatedAt,
    })
    .from(judgingAssignments)
    .innerJoin(judges, eq(judges.id, judgingAssignments.judgeId))
    .leftJoin(judgingScores, scoreOfAssignment)
    .where(eq(judgingAssignments.roundId, roundId))
    .orderBy(judges.firstName, judgingAssignments.judgeId, judgingAssignments.sortOrder);
  return [
    [
      "judge",
      "judge_id",
      "entry_id",
      ...criteria.map((c) => `${c.name} (${c.weight}%)`),
      "checklist_failed",
      "recused",
      "note",
      "updated_at_ist",
    ],
    ...scored.map((s) => [
      `${s.judgeFirst} ${s.judgeLast}`.trim(),
      s.judgeId,
      s.entryId,
      ...criteria.map((c) => s.criteria?.[c.key] ?? ""),
      Object.entries(s.checklist ?? {})
        .filter(([, ok]) => !ok)
        .map(([key]) => key)
        .join(" "),
      s.recusalReason ?? "",
      s.note ?? "",
      s.updatedAt ? csvIstTime(s.updatedAt) : "",
    ]),
  ];
}
