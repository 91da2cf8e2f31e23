import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import type { GuardianRequestView } from "#shared/api/privacy.ts";
import { shareMeta } from "#shared/site.ts";
import { readGuardianRequest } from "./guardian-api.ts";
import { GuardianCodeStep } from "./guardian-code-step.tsx";
import { GuardianDecisionForm } from "./guardian-decision-form.tsx";

export function meta() {
  return [...shareMeta({ path: "/guardian/consent", title: "A parent's or guardian's consent" }), { name: "robots", content: "noindex" }];
}

type State =
  | { kind: "loading" }
  | { kind: "invalid"; message: string }
  | { kind: "ready"; view: GuardianRequestView }
  | { kind: "done"; message: string };

/**
 * A parent's or guardian's consent, from the e-mailed link (docs/privacy.md#guardian-consent): confirm
 * the e-mail with a code, read the notice, declare, choose per purpose or decline. Its own route: none
 * of it reaches the public pages' bundles.
 */
export default function GuardianConsent() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [state, setState] = useState<State>({ kind: "loading" });

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
      <PageHero title="A parent's or guardian's consent" crumbs={[{ label: "Home", to: "/" }, { label: "Consent" }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-gray-800">
        {state.kind === "loading" ? <p role="status">Loading…</p> : null}
        {state.kind === "invalid" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "done" ? (
          <p role="status" className="rounded-xl bg-lilac p-4 font-medium text-ink">
            {state.message}
          </p>
        ) : null}
        {state.kind === "ready" ? (
          <Ready token={token} view={state.view} onReload={load} onDone={(message) => setState({ kind: "done", message })} />
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
  onDone: (message: string) => void;
}) {
  if (view.status !== "waiting") return <p role="status">You have already answered this request. Thank you.</p>;
  return (
    <>
      <p>
        A young creator who gave your e-mail address wants to take part in{" "}
        {view.contestTitle ? <strong>{view.contestTitle}</strong> : "a contest"} on CreatorCup. Because they are under 18, the law asks for
        your consent first.
      </p>
      {view.signedIn ? (
        <>
          <section className="rounded-xl bg-lilac p-4 text-sm">
            <p>
              Please read our{" "}
              <Link className="font-medium text-brand-700 underline" to="/privacy" target="_blank">
                privacy notice
              </Link>{" "}
              first: it lists what we collect, why, for how long and with whom, and how you can withdraw, erase or complain.
            </p>
          </section>
          <GuardianDecisionForm token={token} onDone={onDone} />
        </>
      ) : (
        <GuardianCodeStep token={token} email={view.guardianEmail} onConfirmed={onReload} />
      )}
    </>
  );
}
