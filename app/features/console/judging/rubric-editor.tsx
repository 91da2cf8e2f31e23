import { useState } from "react";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { DEFAULT_CHECKLIST, RubricSchema } from "#shared/judging/rubric.ts";
import { apiFetch } from "../../../lib/api-client";

type Criterion = {
  id: number;
  name: string;
  description: string;
  weight: string;
  anchors: Anchors;
  nameHi: string;
  descriptionHi: string;
  anchorsHi: Anchors;
};
type Anchors = { "1": string; "4": string; "7": string; "10": string };
const noAnchors = (): Anchors => ({ "1": "", "4": "", "7": "", "10": "" });
let nextRow = 0;
const blank = (): Criterion => ({
  id: ++nextRow,
  name: "",
  description: "",
  weight: "",
  anchors: noAnchors(),
  nameHi: "",
  descriptionHi: "",
  anchorsHi: noAnchors(),
});
const input = "w-full rounded-md border border-gray-300 px-2 py-1.5";

/**
 * The rubric form: 1 to 6 criteria whose weights sum to 100, each with anchors for 1, 4, 7 and 10, the
 * eligibility checks, blind mode and screening's settings. Read-only once the first score locked it.
 */
export function RubricEditor({ overview, canEdit, onSaved }: { overview: JudgingOverviewView; canEdit: boolean; onSaved: () => void }) {
  const rubric = overview.rubric;
  const locked = Boolean(rubric?.lockedAt) || !canEdit;
  const [criteria, setCriteria] = useState<Criterion[]>(
    rubric
      ? rubric.criteria.map(({ key: _key, ...c }) => ({
          ...c,
          id: ++nextRow,
          weight: String(c.weight),
          nameHi: c.nameHi ?? "",
          descriptionHi: c.descriptionHi ?? "",
          anchorsHi: { ...noAnchors(), ...c.anchorsHi },
        }))
      : [blank()],
  );
  const [checklist, setChecklist] = useState((rubric?.checklist.map((c) => c.label) ?? DEFAULT_CHECKLIST).join("\n"));
  const [blind, setBlind] = useState(rubric?.blind ?? true);
  const [reviews, setReviews] = useState(String(rubric?.reviewsPerEntry ?? 2));
  const [shortlist, setShortlist] = useState(String(rubric?.shortlistTop ?? 10));
  const [headJudgeId, setHeadJudgeId] = useState(rubric?.headJudgeId ?? "");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const total = criteria.reduce((sum, c) => sum + (Number(c.weight) || 0), 0);
  const set = (index: number, change: Partial<Criterion>) =>
    setCriteria((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      criteria: criteria.map(({ id: _row, ...c }) => ({ ...c, weight: Number(c.weight) })),
      checklist: checklist
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      blind,
      reviewsPerEntry: Number(reviews),
      shortlistTop: shortlist.trim() ? Number(shortlist) : null,
      shortlistPercent: null,
      headJudgeId: headJudgeId || null,
      scoresReleased: rubric?.scoresReleased ?? false,
    };
    const parsed = RubricSchema.safeParse(body);
    if (!parsed.success) return setMessage({ error: true, text: parsed.error.issues[0]?.message ?? "Check the rubric." });
    const result = await apiFetch(`/api/admin/judging/contests/${overview.contest.id}/rubric`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!result.ok) return setMessage({ error: true, text: result.body.message });
    setMessage({ error: false, text: "Rubric saved. Its criteria and the tie-break rule are now in the contest page's Rules." });
    onSaved();
  };

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-4" aria-label="Rubric">
      {rubric?.lockedAt ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">Scoring has started: the rubric is locked.</p>
      ) : null}
      <fieldset disabled={locked} className="flex flex-col gap-4">
        {criteria.map((c, index) => (
          <fieldset key={c.id} className="rounded-lg border border-gray-200 bg-white p-3">
            <legend className="px-1 font-semibold">Criterion {index + 1}</legend>
            <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
              <label className="flex flex-col text-sm">
                Name
                <input className={input} value={c.name} onChange={(e) => set(index, { name: e.target.value })} />
              </label>
              <label className="flex flex-col text-sm">
                Weight (%)
                <input className={input} inputMode="numeric" value={c.weight} onChange={(e) => set(index, { weight: e.target.value })} />
              </label>
            </div>
            <label className="mt-2 flex flex-col text-sm">
              Description
              <input className={input} value={c.description} onChange={(e) => set(index, { description: e.target.value })} />
            </label>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(["1", "4", "7", "10"] as const).map((anchor) => (
                <label key={anchor} className="flex flex-col text-sm">
                  What a {anchor} looks like
                  <input
                    className={input}
                    value={c.anchors[anchor]}
                    onChange={(e) => set(index, { anchors: { ...c.anchors, [anchor]: e.target.value } })}
                  />
                </label>
              ))}
            </div>
            <fieldset className="mt-3 border-l-4 border-brand-100 pl-3">
              <legend className="text-sm font-semibold text-gray-800">In Hindi (optional; empty fields show the English)</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <label className="flex flex-col text-sm">
                  Name in Hindi
                  <input lang="hi" className={input} value={c.nameHi} onChange={(e) => set(index, { nameHi: e.target.value })} />
                </label>
                <label className="flex flex-col text-sm">
                  Description in Hindi
                  <input
                    lang="hi"
                    className={input}
                    value={c.descriptionHi}
                    onChange={(e) => set(index, { descriptionHi: e.target.value })}
                  />
                </label>
                {(["1", "4", "7", "10"] as const).map((anchor) => (
                  <label key={anchor} className="flex flex-col text-sm">
                    {/* Not "What a … looks like, in Hindi": a label holding the English one reads as two fields of one name. */}
                    Anchor {anchor} in Hindi
                    <input
                      lang="hi"
                      className={input}
                      value={c.anchorsHi[anchor]}
                      onChange={(e) => set(index, { anchorsHi: { ...c.anchorsHi, [anchor]: e.target.value } })}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
            {criteria.length > 1 ? (
              <button
                type="button"
                className="mt-2 text-sm text-red-700 underline"
                onClick={() => setCriteria((all) => all.filter((_, i) => i !== index))}
              >
                Remove criterion {index + 1}
              </button>
            ) : null}
          </fieldset>
        ))}
        <p className={`text-sm ${total === 100 ? "text-gray-700" : "font-semibold text-red-700"}`}>
          Weights add up to {total}% (they must make 100%).
        </p>
        {criteria.length < 6 ? (
          <button
            type="button"
            className="self-start rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium"
            onClick={() => setCriteria((all) => [...all, blank()])}
          >
            Add a criterion
          </button>
        ) : null}
        <label className="flex flex-col text-sm">
          Eligibility checks (one a line; a failed check excludes an entry)
          <textarea className={`${input} min-h-24`} value={checklist} onChange={(e) => setChecklist(e.target.value)} />
        </label>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col text-sm">
            Judges per entry in screening
            <input className={input} inputMode="numeric" value={reviews} onChange={(e) => setReviews(e.target.value)} />
          </label>
          <label className="flex flex-col text-sm">
            Shortlist for the final (top N)
            <input className={input} inputMode="numeric" value={shortlist} onChange={(e) => setShortlist(e.target.value)} />
          </label>
          <label className="flex flex-col text-sm">
            Head judge (last tie-break)
            <select className={input} value={headJudgeId} onChange={(e) => setHeadJudgeId(e.target.value)}>
              <option value="">None yet</option>
              {overview.panel.map((p) => (
                <option key={p.judgeId} value={p.judgeId}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={blind} onChange={(e) => setBlind(e.target.checked)} /> Blind judging: judges see only the video
          and its category
        </label>
        {!locked ? (
          <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Save rubric
          </button>
        ) : null}
      </fieldset>
      {message ? (
        <p role={message.error ? "alert" : "status"} className={`text-sm ${message.error ? "text-red-700" : "text-green-800"}`}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
