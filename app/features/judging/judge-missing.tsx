import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { JudgeFrame } from "./judge-frame";

/**
 * A judging page with nothing to show, inside the judges' own frame (header, sign-out): the round has
 * closed, or the contest or entry is not the judge's (the same words whether or not it exists), with the
 * way back to their contests. The public site's 404 had neither.
 */
export function JudgeMissing({ judgeName, missing }: { judgeName: string; missing: "closed" | "notFound" }) {
  const { missing: t } = useMessages("judging");
  const f = useFormat();
  return (
    <JudgeFrame judgeName={judgeName}>
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6">
        <h1 className="text-2xl font-bold">{missing === "closed" ? t.closedTitle : t.notFoundTitle}</h1>
        <p className="mt-2 text-gray-700">{missing === "closed" ? t.closedText : t.notFoundText}</p>
        <a
          href={f.path("/judge")}
          className="mt-6 inline-flex h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {t.back}
        </a>
      </div>
    </JudgeFrame>
  );
}

/** The page's title for it, from the loader's messages (a route's meta runs outside the components). */
export function judgeMissingTitle(
  messages: { missing: { closedTitle: string; notFoundTitle: string }; home: { title: string } },
  missing: "closed" | "notFound",
) {
  return `${missing === "closed" ? messages.missing.closedTitle : messages.missing.notFoundTitle} · ${messages.home.title}`;
}
