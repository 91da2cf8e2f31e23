import { useLocation } from "react-router";
import { useFormat, useLanguage, useMessages } from "#app/i18n/i18n.tsx";
import { localisedPath } from "#shared/i18n/language.ts";
import { apiPost } from "../../lib/api-client";

/**
 * The judges' own frame: a plain bar with the site's name, the language switch, the judge's name and sign-out. Judging
 * pages carry no public header or footer, and nothing of theirs reaches a public page.
 */
export function JudgeFrame({ judgeName, children }: { judgeName: string | null; children: React.ReactNode }) {
  const { frame: t } = useMessages("judging");
  const f = useFormat();
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-3 py-3 sm:px-6">
          <a href={f.path("/judge")} className="font-bold text-brand-700">
            {t.brand}
          </a>
          <p className="flex items-center gap-1 text-sm sm:gap-3">
            {/* The judges' pages are in English and Hindi like the public ones: the same page in the other language. */}
            <OtherLanguage />
            {judgeName ? <span className="hidden text-gray-700 sm:inline">{judgeName}</span> : null}
            {judgeName ? (
              <button
                type="button"
                onClick={() => void apiPost("/api/judge/sign-out").then(() => window.location.assign(f.path("/judge")))}
                className="rounded-md px-2 py-2 text-brand-700 underline underline-offset-2"
              >
                {t.signOut}
              </button>
            ) : null}
          </p>
        </div>
      </header>
      {/* A handle, hashtag or link an organiser wrote (a rubric, a check, a title) breaks where it must, instead of pushing a card past a 360 px screen. */}
      <main id="main" className="flex-1 bg-gray-50 wrap-anywhere">
        {children}
      </main>
    </>
  );
}

/**
 * The same judging page in the other language, labelled in that language. Its own small link rather than
 * the public header's switch: sharing that component moved it out of the public pages' chunk, which made
 * every public page load a little more.
 */
function OtherLanguage() {
  const language = useLanguage();
  const { languageSwitch: t } = useMessages("common");
  const { pathname, search } = useLocation();
  const other = language === "hi" ? "en" : "hi";
  const name = other === "hi" ? t.toHindi : t.toEnglish;
  return (
    <a
      href={`${localisedPath(pathname, other)}${search}`}
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      hrefLang={other === "hi" ? "hi-IN" : "en-IN"}
      aria-label={`${t.label}: ${name}`}
      className="rounded-md px-2 py-2 font-medium text-brand-700 underline underline-offset-2"
    >
      {name}
    </a>
  );
}
