import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { Button } from "#app/components/ui/button.tsx";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { CreatorDeviceSession } from "#shared/api/creator-accounts.ts";
import type { MyRegistration } from "#shared/api/my-registrations.ts";
import type { CreatorScoresView } from "#shared/judging/creator-scores.ts";
import { signOut } from "./my-registrations-api.ts";
import { RegistrationCard } from "./registration-card.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { SignInPanel } from "./sign-in-panel.tsx";

/**
 * My registrations below the hero (docs/my-registrations-and-certificates.md). What it shows comes
 * from the session cookie through the page loader: signing in or out reloads the loader's answer.
 */
export function MyRegistrationsView({
  email,
  registrations,
  sessions,
  judgesScores = {},
}: {
  email: string | null;
  registrations: MyRegistration[];
  sessions: CreatorDeviceSession[];
  judgesScores?: Record<string, CreatorScoresView>;
}) {
  const { me } = useMessages("account");
  const revalidator = useRevalidator();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const justSignedIn = useRef(false);

  useEffect(() => {
    if (email && justSignedIn.current) {
      justSignedIn.current = false;
      listHeading.current?.focus();
    }
  }, [email]);

  const reload = () => void revalidator.revalidate();

  if (!email) {
    return (
      <section className="bg-lilac">
        <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
          <SignInPanel
            onSignedIn={() => {
              justSignedIn.current = true;
              reload();
            }}
          />
          <p className="mt-6 text-center text-sm text-gray-600">{me.intro}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="bg-lilac">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14">
        <SignedInBar email={email} onSignedOut={reload} />
        <RegistrationsList headingRef={listHeading} email={email} registrations={registrations} judgesScores={judgesScores} />
        <SessionsList key={sessions.map((s) => s.id).join()} sessions={sessions} onSignedOut={reload} />
      </div>
    </section>
  );
}

function SignedInBar({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const { me } = useMessages("account");
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      const answer = await signOut();
      if (!answer.ok) {
        notifyError(me.signOutFailed);
        return;
      }
      notifySuccess(me.signedOut);
      onSignedOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 text-sm break-all text-gray-700">
        {fillNodes(me.signedInAs, { email: <span className="font-semibold text-ink">{email}</span> })}
      </p>
      <Button variant="secondary" size="sm" busy={signingOut} onClick={() => void onSignOut()}>
        {signingOut ? me.signingOut : me.signOut}
      </Button>
    </div>
  );
}

function RegistrationsList({
  headingRef,
  email,
  registrations,
  judgesScores,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string;
  registrations: MyRegistration[];
  judgesScores: Record<string, CreatorScoresView>;
}) {
  const { me } = useMessages("account");
  const f = useFormat();
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl">
        {me.yourRegistrations}
        {registrations.length > 0 ? <span className="ml-2 text-brand-600">({registrations.length})</span> : null}
      </h2>
      {registrations.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-gray-200">
          <p className="text-lg font-semibold text-ink">{me.noneYet}</p>
          <p className="mt-2 wrap-anywhere text-gray-600">{f.fill(me.noneYetText, { email })}</p>
          <Link to={f.path("/")} className={buttonClass({ className: "mt-6" })}>
            {me.browseContests}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 lg:grid-cols-2">
          {registrations.map((registration) => (
            <li key={registration._id}>
              <RegistrationCard registration={registration} judgesScores={judgesScores[registration._id] ?? null} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
