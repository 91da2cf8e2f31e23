import { type ComponentType, lazy, type ReactNode, type RefObject, Suspense, useEffect, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { notifyError } from "../../components/notify";
import { buttonClass } from "../../components/ui/button-class";
import type { ReferredUser, SignedInAffiliate } from "./affiliate-api";
import { ReferralLink } from "./referral-link";
import { ReferredUsersTable } from "./referred-users-table";
import { useAffiliateSession, useLogout, useViewSwitchFocus } from "./use-affiliate-session";

type SignInProps = { onClose: () => void; onSignedIn: (user: SignedInAffiliate) => void };

// The sign-in dialog (with the Dialog and fields it brings) loads when Sign In is pressed or pointed at,
// not with the page. A failed download is said, and the next press tries again.
let signInModule: Promise<typeof import("./sign-in-dialog")> | null = null;
const loadSignIn = () => {
  signInModule ??= import("./sign-in-dialog").catch((error: unknown) => {
    signInModule = null;
    throw error;
  });
  return signInModule;
};
const prefetchSignIn = () => void loadSignIn().catch(() => {});

function SignInLoadFailed({ onClose }: SignInProps) {
  const failed = useMessages("contest").affiliates.signInFailedToLoad;
  useEffect(() => {
    notifyError(failed);
    onClose();
  }, [onClose, failed]);
  return null;
}

const makeSignIn = () =>
  lazy<ComponentType<SignInProps>>(() =>
    loadSignIn().then(
      ({ SignInDialog }) => ({ default: (props: SignInProps) => <SignInDialog open {...props} /> }),
      () => ({ default: SignInLoadFailed }),
    ),
  );

/** The sign-in dialog's open state and the element to place in the page while it is open. */
function useSignInDialog(onSignedIn: (user: SignedInAffiliate) => void) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [SignIn, setSignIn] = useState(() => makeSignIn());

  const closeDialog = () => {
    setDialogOpen(false);
    // After a failed download, the next press makes a new attempt.
    if (!signInModule) setSignIn(() => makeSignIn());
  };
  const dialog = dialogOpen ? (
    <Suspense fallback={null}>
      <SignIn
        onClose={closeDialog}
        onSignedIn={(signedIn) => {
          setDialogOpen(false);
          onSignedIn(signedIn);
        }}
      />
    </Suspense>
  ) : null;

  return { openDialog: () => setDialogOpen(true), dialog };
}

/**
 * The affiliate list below the hero. What it shows comes from the server session (the page loader
 * and the API); the user id in local storage only mirrors it (docs/product-rules.md#affiliates), so a stale or forged id there
 * changes nothing and is removed.
 */
export function AffiliateListView({
  user: serverUser,
  referredUsers: serverList,
  origin,
}: {
  user: SignedInAffiliate | null;
  referredUsers: ReferredUser[];
  /** The site's public address, for the referral link. */
  origin: string;
}) {
  const { signInButton, listHeading, focusNext } = useViewSwitchFocus();
  const { user, referred, loadingList, signedIn, signedOut } = useAffiliateSession(serverUser, serverList);
  const { loggingOut, logOut } = useLogout(() => {
    focusNext.current = "sign-in";
    signedOut();
  });
  const { openDialog, dialog } = useSignInDialog((affiliate) => {
    focusNext.current = "list";
    signedIn(affiliate);
  });

  if (!user) return <SignInPrompt signInButton={signInButton} onSignIn={openDialog} dialog={dialog} />;
  return (
    <section className="bg-lilac">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16">
        <SignedInBar user={user} loggingOut={loggingOut} onLogout={logOut} />
        {/* One row per registration: the heading counts creators (an erased one included, as one). */}
        <ListHeading headingRef={listHeading} count={new Set(referred.map((row) => row.creator)).size} loading={loadingList} />
        {user.affiliateCode ? <AffiliateCode code={user.affiliateCode} origin={origin} /> : null}
        <ReferredUsersPanel user={user} referred={referred} loading={loadingList} />
      </div>
      {dialog}
    </section>
  );
}

function SignInPrompt({
  signInButton,
  onSignIn,
  dialog,
}: {
  signInButton: RefObject<HTMLButtonElement | null>;
  onSignIn: () => void;
  dialog: ReactNode;
}) {
  const m = useMessages("contest").affiliates;
  return (
    <section className="bg-lilac">
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
        <span aria-hidden="true" className="mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8" />
          </svg>
        </span>
        <p className="text-xl font-bold text-ink sm:text-2xl">{m.signInPrompt}</p>
        <p className="mt-2 text-gray-600">{m.signInHint}</p>
        <button
          ref={signInButton}
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={prefetchSignIn}
          onFocus={prefetchSignIn}
          onClick={onSignIn}
          className={buttonClass({ size: "lg", className: "mt-8" })}
        >
          {m.signIn}
        </button>
      </div>
      {dialog}
    </section>
  );
}

function SignedInBar({ user, loggingOut, onLogout }: { user: SignedInAffiliate; loggingOut: boolean; onLogout: () => void }) {
  const m = useMessages("contest").affiliates;
  return (
    <div className="flex items-center justify-between gap-4">
      <p className="min-w-0 text-sm text-gray-600">
        {m.signedInAs} <span className="font-semibold text-ink">{`${user.firstName} ${user.lastName}`.trim()}</span>
      </p>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        aria-busy={loggingOut || undefined}
        className={buttonClass({ className: "shrink-0" })}
      >
        {loggingOut ? m.loggingOut : m.logout}
      </button>
    </div>
  );
}

function ListHeading({
  headingRef,
  count,
  loading,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  count: number;
  loading: boolean;
}) {
  const m = useMessages("contest").affiliates;
  return (
    <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
      {m.listTitle}
      {!loading && count > 0 ? <span className="ml-2 text-brand-600">({count})</span> : null}
    </h2>
  );
}

function AffiliateCode({ code, origin }: { code: string; origin: string }) {
  const m = useMessages("contest").affiliates;
  return (
    <>
      <p className="mt-2 text-sm text-gray-600">
        {m.code}{" "}
        <span className="rounded-md bg-white px-2 py-0.5 font-mono font-semibold text-brand-700 ring-1 ring-brand-200">{code}</span>
      </p>
      <ReferralLink origin={origin} code={code} />
    </>
  );
}

function ReferredUsersPanel({ user, referred, loading }: { user: SignedInAffiliate; referred: ReferredUser[]; loading: boolean }) {
  const m = useMessages("contest").affiliates;
  const f = useFormat();
  return (
    <div className="mt-8" aria-busy={loading}>
      {loading ? (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-gray-600 ring-1 ring-gray-200">{m.loading}</p>
      ) : referred.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-gray-200">
          <p className="text-lg font-semibold text-ink">{m.empty}</p>
          <p className="mt-2 text-gray-600">{user.affiliateCode ? f.fill(m.emptyWithCode, { code: user.affiliateCode }) : m.emptyHint}</p>
        </div>
      ) : (
        <ReferredUsersTable users={referred} />
      )}
    </div>
  );
}
