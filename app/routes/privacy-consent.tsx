import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { metaMessages, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import type { ManagedConsents, ManagedConsentsAnswer } from "#shared/api/manage-consent.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { ConsentPurpose } from "#shared/privacy/purposes.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/privacy-consent";
import { loadManageConsent } from "./privacy-consent.server.ts";

export function loader(args: Route.LoaderArgs) {
  return loadManageConsent(args);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const privacy = metaMessages(matches, "privacy");
  return [
    ...shareMeta({
      path: "/privacy/consent",
      title: privacy?.consent.title,
      language: languageOfPath(location.pathname),
      site: metaMessages(matches, "common")?.site,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * 'Manage consent', from the link at the foot of every e-mail (docs/privacy.md#withdrawing): each
 * consent the address controls, and one button to withdraw or give it. No sign-in: the link is the proof.
 */
export default function ManageConsent() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [subjects, setSubjects] = useState<ManagedConsents | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One change at a time (`acting`, below): a second tap while the first is on its way sent it twice.
  const [busy, setBusy] = useState(false);
  const m = useMessages("privacy");
  const common = useMessages("common");
  const f = useFormat();
  const t = m.consent;

  const load = async () => {
    const answer = await apiGet<z.infer<typeof ManagedConsentsAnswer>>(`/api/privacy/consent?token=${encodeURIComponent(token)}`);
    if (answer.ok) setSubjects(answer.body.data);
    else setError(answer.body.message);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once for the link's token
  useEffect(() => {
    void load();
  }, [token]);
  // The change done, the focus goes back where it was (`pressed`, below), or to the status when that button is gone.
  useEffect(() => {
    if (!busy) (pressed?.isConnected ? pressed : document.getElementById("consent-done"))?.focus();
  }, [busy]);

  const act: Act = async (change, subjectId, purpose) => {
    if (acting) return;
    acting = true;
    pressed = document.activeElement as HTMLElement;
    setBusy(true);
    setError(null);
    // apiPost answers a network failure too: it never throws.
    const answer = await apiPost<{ isOk: true; message: string }>(`/api/privacy/consent/${change}`, { token, subjectId, purpose });
    if (answer.ok) {
      setDone(f.fill(t.done, { purpose: m.purposes[purpose].title, change: change === "give" ? t.madeGiven : t.madeWithdrawn }));
      await load();
    } else setError(answer.body.message);
    acting = false;
    setBusy(false);
  };

  return (
    <>
      <PageHero title={t.title} crumbs={[{ label: common.breadcrumb.home, to: f.path("/") }, { label: t.title }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-gray-800">
        {error && <p role="alert">{error}</p>}
        {done && (
          <p id="consent-done" role="status" tabIndex={-1} className="rounded-xl bg-lilac p-3 font-medium text-ink">
            {done}
          </p>
        )}
        {subjects?.length === 0 && <p>{t.none}</p>}
        {subjects?.map((subject) => (
          <SubjectConsents key={subject.subjectId} subject={subject} act={act} busy={busy} />
        ))}
        <p className="text-sm">
          {/* A guardian has no account of their own to erase: it is the child's. */}
          {fillNodes(subjects?.some((subject) => subject.role === "guardian") ? t.leaveGuardian : t.leave, {
            account: (
              <Link className="font-medium text-brand-700 underline" to={f.path("/me")}>
                {t.account}
              </Link>
            ),
            notice: (
              <Link className="font-medium text-brand-700 underline" to={f.path("/privacy")}>
                {t.notice}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}

/** A change on its way (one page at a time shows it): set before React can re-render, so a second tap in the same moment waits. */
let acting = false;
/**
 * The button pressed for that change. `busy` disables it, and a disabled button drops the focus to the
 * page; it is enabled again as the other action for its purpose (Withdraw, Agree), or gone when a
 * required purpose was agreed to again.
 */
let pressed: HTMLElement | null = null;

type ConsentChange = "withdraw" | "give";
type Act = (change: ConsentChange, subjectId: string, purpose: ConsentPurpose) => Promise<void>;

/**
 * One person's consents: a required one cannot be withdrawn here; any not given (asked again, withdrawn,
 * refused, or prize documents) can be agreed to. Each says what it means, as the guardian's form did,
 * since agreeing here is the whole decision.
 */
function SubjectConsents({ subject, act, busy }: { subject: ManagedConsents[number]; act: Act; busy: boolean }) {
  const m = useMessages("privacy");
  const f = useFormat();
  const t = m.consent;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-ink">
        {subject.role === "self" ? t.yours : f.fill(t.yoursFor, { whose: subject.whose || t.yourChild })}
      </h2>
      <ul className="space-y-3">
        {subject.purposes.map(({ purpose, granted, askAgain, withdrawn }) => (
          <li key={purpose} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-white p-3">
            <span>
              <span className="block font-semibold text-ink">{m.purposes[purpose].title}</span>
              <span className="block text-sm">{m.purposes[purpose].detail}</span>
              <span className="text-sm">{askAgain ? t.askAgain : granted ? t.given : withdrawn ? t.withdrawn : t.notGiven}</span>
            </span>
            {granted ? (
              // Registration and judging, the one required purpose (`requiredPurposes`; a unit test holds it so),
              // is not withdrawn here. Named, not imported: that list was a module of its own on this page's first load.
              purpose !== "registration" && (
                <Button variant="secondary" busy={busy} onClick={() => act("withdraw", subject.subjectId, purpose)}>
                  {t.withdraw}
                </Button>
              )
            ) : (
              <Button busy={busy} onClick={() => act("give", subject.subjectId, purpose)}>
                {t.agree}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
