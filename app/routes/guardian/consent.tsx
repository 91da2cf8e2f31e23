import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { GuardianRequestView } from "#shared/api/privacy.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/consent";
import { loadGuardianConsentPage } from "./consent.server.ts";
import { readGuardianRequest } from "./guardian-api.ts";
import { GuardianCodeStep } from "./guardian-code-step.tsx";
import { GuardianDecisionForm } from "./guardian-decision-form.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return loadGuardianConsentPage(request);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const guardian = metaMessages(matches, "guardian");
  return [
    ...shareMeta({
      path: "/guardian/consent",
      title: guardian?.title,
      language: languageOfPath(location.pathname),
      site: metaMessages(matches, "common")?.site,
    }),
    { name: "robots", content: "noindex" },
  ];
}

type State =
  | { kind: "loading" }
  | { kind: "invalid"; message: string }
  | { kind: "ready"; view: GuardianRequestView }
  | { kind: "done"; message: string; decision: "consent" | "decline" };

/**
 * A parent's or guardian's consent, from the e-mailed link (docs/privacy.md#guardian-consent): confirm
 * the e-mail with a code, read the notice, declare, choose per purpose or decline. Its own route: none
 * of it reaches the public pages' bundles.
 */
export default function GuardianConsent() {
  const t = useMessages("guardian");
  const f = useFormat();
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [state, setState] = useState<State>({ kind: "loading" });
  // The answer replaces a long form: on a phone the page stayed at its foot, showing the footer, and the
  // button that had focus was gone. Take the parent to the answer.
  const decisionLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind === "done") decisionLine.current?.focus();
  }, [state.kind]);

  const load = async () => {
    const answer = await readGuardianRequest(token);
    setState(answer.ok ? { kind: "ready", view: answer.body.data } : { kind: "invalid", message: answer.body.message });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once for the link's token
  useEffect(() => {
    void load();
  }, [token]);

  return (
    <>
      <PageHero title={t.title} crumbs={[{ label: t.crumbs.home, to: f.path("/") }, { label: t.crumbs.consent }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-gray-800">
        {state.kind === "loading" ? <p role="status">{t.loading}</p> : null}
        {state.kind === "invalid" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "done" ? (
          <>
            <p
              ref={decisionLine}
              tabIndex={-1}
              role="status"
              className="scroll-mt-4 rounded-xl bg-lilac p-4 font-medium text-ink outline-none"
            >
              {state.message}
            </p>
            {/* What happens next, and how to change one's mind later: the link's page says nothing more once answered. */}
            {state.decision === "consent" ? <p>{t.afterConsent}</p> : null}
          </>
        ) : null}
        {state.kind === "ready" ? (
          <Ready
            token={token}
            view={state.view}
            onReload={load}
            onDone={(message, decision) => setState({ kind: "done", message, decision })}
          />
        ) : null}
      </div>
    </>
  );
}

function Ready({
  token,
  view,
  onReload,
  onDone,
}: {
  token: string;
  view: GuardianRequestView;
  onReload: () => void;
  onDone: (message: string, decision: "consent" | "decline") => void;
}) {
  const t = useMessages("guardian");
  const f = useFormat();
  // The notice comes first once the e-mail is confirmed: the code form that had focus is gone.
  const notice = useRef<HTMLParagraphElement>(null);
  const confirmed = useRef(false);
  const [reconfirm, setReconfirm] = useState(false);
  useEffect(() => {
    if (view.signedIn && confirmed.current) notice.current?.focus();
  }, [view.signedIn]);
  if (view.status !== "waiting")
    return (
      <>
        <p role="status">{t.alreadyAnswered}</p>
        <p>{t.changeLater}</p>
      </>
    );
  return (
    <>
      <p>{fillNodes(t.intro, { contest: view.contestTitle ? <strong>{view.contestTitle}</strong> : t.aContest })}</p>
      {view.signedIn ? (
        <>
          <section className="rounded-xl bg-lilac p-4 text-sm">
            <p ref={notice} tabIndex={-1} className="outline-none">
              {fillNodes(t.readNotice, {
                notice: (
                  <Link className="font-medium text-brand-700 underline" to={f.path("/privacy")} target="_blank">
                    {t.privacyNotice}
                  </Link>
                ),
              })}
            </p>
          </section>
          <GuardianDecisionForm token={token} onDone={onDone} onSignedOut={() => setReconfirm(true)} onAnsweredElsewhere={onReload} />
          {/* A form left open past the code's session (a day): confirm again below the buttons, where the
              parent is, and keep everything typed and ticked above. */}
          {reconfirm ? <GuardianCodeStep token={token} email={view.guardianEmail} focus onConfirmed={() => setReconfirm(false)} /> : null}
        </>
      ) : (
        <GuardianCodeStep
          token={token}
          email={view.guardianEmail}
          onConfirmed={() => {
            confirmed.current = true;
            onReload();
          }}
        />
      )}
    </>
  );
}
