import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { CreatorScoresView } from "#shared/judging/creator-scores.ts";

/** The judges' scores of the creator's own entry, per criterion, and their feedback; no judge is named. */
export function JudgesScores({ scores }: { scores: CreatorScoresView }) {
  const { scores: t } = useMessages("account");
  const f = useFormat();
  return (
    <section className="mt-4 rounded-xl bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200" aria-label={t.title}>
      <p className="font-semibold text-gray-900">{f.fill(t.heading, { round: scores.round === "final" ? t.final : t.screening })}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {scores.criteria.map((criterion) => (
          <li key={criterion.name} className="flex flex-wrap justify-between gap-2">
            <span>
              {criterion.name} <span className="text-gray-600">{f.fill(t.weight, { weight: criterion.weight })}</span>
            </span>
            <span className="font-medium">
              {f.fill(t.outOf, { mean: criterion.mean.toFixed(1) })}{" "}
              <span className="font-normal text-gray-600">({criterion.scores.join(", ")})</span>
            </span>
          </li>
        ))}
      </ul>
      {scores.feedback.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-gray-900">{t.feedback}</p>
          <ul className="mt-1 flex flex-col gap-2">
            {scores.feedback.map((text) => (
              <li key={text} className="rounded-lg bg-white p-2 ring-1 ring-gray-200">
                {text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
