import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { notifyError } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { useFormat, useLanguage, useMessages } from "#app/i18n/i18n.tsx";
import type { Catalogue } from "#shared/i18n/namespaces.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { Contest } from "#shared/api-types.ts";
import type { RegisterButtonState } from "#shared/contest-status.ts";
import type { PendingPayment } from "#shared/api/contests.ts";
import { PendingPaymentNote } from "./pending-payment-note.tsx";
import type { FlowOutcome, FlowResume } from "./registration-flow.tsx";
import { loadKnownMessages } from "./known-messages.tsx";
import { stepOpenAtReload } from "./resume-marker.ts";
import { checkCreatorSession } from "./session-check.ts";

type FlowProps = { contest: Contest; resume?: FlowResume; onFinish: (outcome: FlowOutcome) => void };

// The dialogs, the form, the shared schema and their texts in the page's language (the registration
// messages, and on Hindi pages the Hindi of the validation and API messages) load only when someone
// presses Register Now (or points at it); the page carries only the button's own texts
// (registration.launcher). A failed download is forgotten so the next press tries again.
/** The dialogs' messages in one language: each language's file is its own small chunk. */
async function loadRegistrationMessages(language: Language): Promise<Pick<Catalogue, "registration">> {
  const module = language === "hi" ? await import("#shared/i18n/hi/registration.ts") : await import("#shared/i18n/en/registration.ts");
  return { registration: module.default };
}

const flowModules: Partial<Record<Language, Promise<{ default: ComponentType<FlowProps> }>>> = {};
const loadFlow = (language: Language) => {
  flowModules[language] ??= Promise.all([
    import("./registration-flow.tsx"),
    loadRegistrationMessages(language),
    loadKnownMessages(language),
  ])
    .then(([flow, messages, known]) => ({ default: flow.withMessages(messages, known) }))
    .catch((error: unknown) => {
      delete flowModules[language];
      throw error;
    });
  return flowModules[language];
};

/** Stands in for the dialogs when their code could not be downloaded (docs/product-rules.md#registration, chunk load failure). */
function FlowLoadFailed({ onFinish }: FlowProps) {
  const m = useMessages("registration").launcher;
  useEffect(() => {
    notifyError(m.loadFailed);
    onFinish(null);
  }, [onFinish, m]);
  return null;
}

/** React keeps a lazy component's first result for good, so a failed download needs a new one. */
function makeFlow(failed: { current: boolean }, load: () => Promise<{ default: ComponentType<FlowProps> }>) {
  return lazy(() =>
    load().catch(() => {
      failed.current = true;
      return { default: FlowLoadFailed };
    }),
  );
}

/**
 * The contest page's register button. It opens the registration dialogs (e-mail → code → details →
 * payment) when registration is open, and at once when the page is opened as /contest/:id?register=1
 * (My registrations' "Complete payment"). When the server refuses because the window closed or the
 * contest filled while the page was open, the button says so from then on. A signed-in creator who is
 * registered sees "You're registered" instead, leading to My registrations; one whose registration
 * waits for its payment is told so and goes straight to payment with the video link they gave. A tab
 * reloaded in the middle of the details form opens it again with the draft.
 */
export function RegistrationLauncher({
  contest,
  state,
  registered = false,
  pendingPayment = null,
}: {
  contest: Contest;
  state: RegisterButtonState;
  /** The signed-in creator holds a completed registration for this contest. */
  registered?: boolean;
  /** The signed-in creator's registration for this contest that waits for its payment. */
  pendingPayment?: PendingPayment | null;
}) {
  const language = useLanguage();
  const f = useFormat();
  const m = useMessages("registration").launcher;
  const load = () => loadFlow(language);
  const prefetch = () => {
    void load().catch(() => {});
    void checkCreatorSession();
  };
  const [open, setOpen] = useState(false);
  const [resume, setResume] = useState<FlowResume | undefined>(undefined);
  const paying = pendingPayment && !state.disabled ? pendingPayment : null;
  const failed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const [RegistrationFlow, setRegistrationFlow] = useState(() => makeFlow(failed, load));
  const [refused, setRefused] = useState<RegisterButtonState | null>(null);
  const shown = refused ?? state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` reads the page's language, which a page keeps
  const finish = useCallback((outcome: FlowOutcome) => {
    if (outcome === "closed") setRefused({ label: "Registration Closed", disabled: true });
    if (outcome === "full") setRefused({ label: "Registration Full", disabled: true });
    if (failed.current) {
      failed.current = false;
      setRegistrationFlow(() => makeFlow(failed, load));
    }
    // Each dialog gives focus back to this button as it closes.
    setOpen(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address the page was opened with asks
  useEffect(() => {
    if (registered || state.disabled) return;
    const asked = new URLSearchParams(window.location.search).get("register") === "1";
    const reloadedAt = paying ? null : stepOpenAtReload(contest._id);
    if (asked || reloadedAt) {
      // The dialogs give focus back to what had it when they opened: the button (where closing them scrolls to anyway), not the body.
      button.current?.focus();
      prefetch();
      setResume(paying ? payAt(paying) : reloadedAt ? { at: reloadedAt } : undefined);
      setOpen(true);
    }
  }, []);

  if (registered) {
    return (
      <Link
        to={f.path("/me")}
        className={buttonClass({ variant: "secondary", size: "lg", block: true, className: "text-green-900 ring-green-300" })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 13l4 4L19 7" />
        </svg>
        {m.registered}
      </Link>
    );
  }

  return (
    <>
      {paying ? <PendingPaymentNote title={m.pendingTitle} text={m.pendingText} /> : null}
      {/* The plain element with the button look: the Button component would add a chunk to the page's first download. */}
      <button
        ref={button}
        type="button"
        className={buttonClass({ size: "lg", block: true })}
        disabled={shown.disabled}
        aria-haspopup="dialog"
        // Start fetching the dialogs' code as soon as the visitor shows intent.
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          setResume(paying ? payAt(paying) : undefined);
          setOpen(true);
        }}
      >
        {paying && !refused ? m.completePayment : m[buttonLabel[shown.label]]}
      </button>
      {open ? (
        <Suspense fallback={<LoadingOverlay label={m.loading} />}>
          <RegistrationFlow contest={contest} resume={resume} onFinish={finish} />
        </Suspense>
      ) : null}
    </>
  );
}

const buttonLabel = {
  "Register Now": "registerNow",
  "Registration Not Started": "notStarted",
  "Registration Closed": "closed",
  "Registration Full": "full",
} as const satisfies Record<RegisterButtonState["label"], keyof Catalogue["registration"]["launcher"]>;

const payAt = (pending: PendingPayment): FlowResume => ({ at: "payment", user: { _id: pending.userId, link: pending.link } });

function LoadingOverlay({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/70">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
