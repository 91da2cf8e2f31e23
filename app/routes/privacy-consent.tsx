import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import type { ManagedConsents, ManagedConsentsAnswer } from "#shared/api/manage-consent.ts";
import { type ConsentPurpose, purposeText, requiredPurposes } from "#shared/privacy/purposes.ts";
import { shareMeta } from "#shared/site.ts";

export function meta() {
  return [...shareMeta({ path: "/privacy/consent", title: "Manage consent" }), { name: "robots", content: "noindex" }];
}

/**
 * 'Manage consent', from the link at the foot of every e-mail (docs/privacy.md#withdrawing): each
 * consent the address controls, and one button to withdraw it. No sign-in: the link is the proof.
 */
export default function ManageConsent() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [subjects, setSubjects] = useState<ManagedConsents | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = async () => {
    const answer = await apiGet<z.infer<typeof ManagedConsentsAnswer>>(`/api/privacy/consent?token=${encodeURIComponent(token)}`);
    if (answer.ok) setSubjects(answer.body.data);
    else setError(answer.body.message);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once for the link's token
  useEffect(() => {
    void load();
  }, [token]);

  async function act(change: "withdraw" | "give", subjectId: string, purpose: ConsentPurpose) {
    const answer = await apiPost<{ isOk: true; message: string }>(`/api/privacy/consent/${change}`, { token, subjectId, purpose });
    if (!answer.ok) return setError(answer.body.message);
    setDone(`${purposeText[purpose].title}: ${change === "give" ? "given" : "withdrawn"}.`);
    await load();
  }

  return (
    <>
      <PageHero title="Manage consent" crumbs={[{ label: "Home", to: "/" }, { label: "Manage consent" }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-gray-800">
        {error ? <p role="alert">{error}</p> : null}
        {done ? (
          <p role="status" className="rounded-xl bg-lilac p-3 font-medium text-ink">
            {done}
          </p>
        ) : null}
        {subjects?.length === 0 ? <p>There is no consent on record for this address.</p> : null}
        {subjects?.map((subject) => (
          <section key={subject.subjectId} className="space-y-3">
            <h2 className="text-lg font-bold text-ink">{subject.role === "self" ? "Your consent" : `Your consent for ${subject.whose}`}</h2>
            <ul className="space-y-3">
              {subject.purposes.map(({ purpose, granted, askAgain }) => (
                <li
                  key={purpose}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-white p-3"
                >
                  <span>
                    <span className="block font-semibold text-ink">{purposeText[purpose].title}</span>
                    <span className="text-sm">
                      {askAgain ? "Changed since you agreed: read the notice and agree again" : granted ? "Given" : "Not given"}
                    </span>
                  </span>
                  {granted && !requiredPurposes.includes(purpose) ? (
                    <Button variant="secondary" onClick={() => void act("withdraw", subject.subjectId, purpose)}>
                      Withdraw
                    </Button>
                  ) : askAgain || (purpose === "prize-documents" && !granted) ? (
                    <Button onClick={() => void act("give", subject.subjectId, purpose)}>Agree</Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="text-sm">
          To stop taking part altogether, erase the account from{" "}
          <Link className="font-medium text-brand-700 underline" to="/me">
            My registrations
          </Link>
          . Read the{" "}
          <Link className="font-medium text-brand-700 underline" to="/privacy">
            privacy notice
          </Link>
          .
        </p>
      </div>
    </>
  );
}
