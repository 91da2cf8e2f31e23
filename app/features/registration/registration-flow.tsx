import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { dialogHistory } from "#app/components/ui/dialog-history.ts";
import { DiscardDialog } from "#app/components/ui/discard-dialog.tsx";
import { MessagesProvider, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { LoadedMessages } from "#shared/i18n/namespaces.ts";
import { creatorAccountMessages as c } from "#shared/api/creator-accounts.ts";
import type { Contest } from "#shared/api-types.ts";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import {
  type CreatorSession,
  type EmailCode,
  type LookedUpUser,
  lookUpUser,
  type RegistrationUser,
  readCreatorSession,
  requestEmailCode,
  signInWithCode,
} from "./api.ts";
import type { CheckoutOptions } from "./checkout.ts";
import { AgeDialog } from "./age/age-dialog.tsx";
import { readGuardianStatus } from "./age/age-api.ts";
import { GuardianRequestDialog } from "./age/guardian-request-dialog.tsx";
import { GuardianWaitingDialog } from "./age/guardian-waiting-dialog.tsx";
import { CodeDialog } from "./code-dialog.tsx";
import { ConfirmDetailsDialog } from "./confirm-details-dialog.tsx";
import { DetailsFormDialog, type DetailsState } from "./details-form/details-form-dialog.tsx";
import { readReferralCode } from "#app/lib/referral-code.ts";
import { emptyValues } from "./details-form/form-values.ts";
import { clearDraft, hasInput, readDraft, saveDraft } from "./draft.ts";
import { EmailDialog } from "./email-dialog.tsx";
import { KnownMessagesProvider, useKnownMessage } from "./known-messages.tsx";
import { openTo } from "./open-to.ts";
import { PaymentDialog } from "./payment-dialog.tsx";
import { RegistrationClosedDialog } from "./registration-closed-dialog.tsx";
import { clearDetailsOpen, markDetailsOpen } from "./resume-marker.ts";
import { checkCreatorSession, forgetCreatorSessionCheck } from "./session-check.ts";
import { TestCheckoutDialog } from "./test-checkout-dialog.tsx";
import { usePayment } from "./use-payment.ts";

type Step =
  | { name: "email"; email: string; error: string | null }
  | { name: "code"; email: string; sent: EmailCode }
  | { name: "confirm"; email: string; user: LookedUpUser }
  | { name: "enter"; email: string }
  | { name: "age"; email: string }
  | { name: "guardian"; email: string }
  | { name: "waiting"; email: string }
  | { name: "payment"; user: RegistrationUser }
  | { name: "closed" };

export type FlowOutcome = "closed" | "full" | null;

/**
 * Where the dialogs start when they are not starting afresh: at payment, for a registration waiting
 * for it (with the video link already given); or at the details form this tab was in before a reload.
 */
export type FlowResume = { at: "payment"; user: RegistrationUser } | { at: "details" };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The details form as it starts for `email`: the saved draft for that address, or empty. */
function startingDetails(email: string): DetailsState {
  const draft = readDraft(email);
  const empty = emptyValues(email);
  const values = draft ? { ...empty, ...draft.values, email, bankDetails: empty.bankDetails } : empty;
  // A referral link's code fills an empty field (docs/affiliates.md); the form applies it on opening.
  const referral = readReferralCode();
  if (!values.affiliateCode && referral) return { values: { ...values, affiliateCode: referral }, files: {}, affiliate: null };
  return { values, files: {}, affiliate: draft?.affiliate ?? null };
}

/** Whether the details hold anything typed or chosen (the country the form starts with aside). */
function detailsHaveInput(details: DetailsState): boolean {
  const start = emptyValues(details.values.email);
  return Object.keys(details.files).length > 0 || hasInput({ ...details.values, countryId: "" }, start);
}

type FlowProps = { contest: Contest; resume?: FlowResume; onFinish: (outcome: FlowOutcome) => void };

/** The dialogs with their texts in the page's language (the launcher loads them with this code). */
export function withMessages(messages: LoadedMessages, known: Readonly<Record<string, string>> | null): ComponentType<FlowProps> {
  return function RegistrationFlowInLanguage(props: FlowProps) {
    return (
      <MessagesProvider messages={messages}>
        <KnownMessagesProvider value={known}>
          <RegistrationFlow {...props} />
        </KnownMessagesProvider>
      </MessagesProvider>
    );
  };
}

/**
 * The registration dialogs of docs/product-rules.md#registration, loaded only when Register Now is pressed: e-mail, its code
 * (skipped when this browser is signed in with that e-mail), confirm or enter the details, payment.
 * What was typed survives Back, and the details a reload too (docs/decisions.md#registration-form-on-a-phone); Escape, ×, a tap
 * beside a dialog and the back button ask before throwing input away.
 */
export default function RegistrationFlow({
  contest,
  resume,
  onFinish,
}: {
  contest: Contest;
  resume?: FlowResume;
  onFinish: (outcome: FlowOutcome) => void;
}) {
  const navigate = useNavigate();
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const [step, setStep] = useState<Step>(() =>
    resume?.at === "payment" ? { name: "payment", user: resume.user } : { name: "email", email: readDraft()?.email ?? "", error: null },
  );
  const [details, setDetails] = useState<DetailsState | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  /** Whether the open step holds input that closing would lose. */
  const stepHasInput = useRef(false);
  /** Set once the creator discarded: a late change from the closing form (a list that just loaded) must not save the draft again. */
  const closing = useRef(false);
  const session = useRef<Promise<CreatorSession | null> | null>(null);
  session.current ??= checkCreatorSession();

  // The e-mail step waits for the session check (asked with Register Now, beside this code's
  // download), so a signed-in creator finds their e-mail there, unless a draft names the address in
  // progress, and nothing typed is ever overwritten by a late answer.
  const [sessionKnown, setSessionKnown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the dialogs open
  useEffect(() => {
    let live = true;
    void session.current?.then((signedIn) => {
      if (!live) return;
      const draftEmail = readDraft()?.email;
      // Back from a reload in the details form: still signed in with the draft's address, so straight back to it.
      if (resume?.at === "details" && signedIn && draftEmail && sameEmail(signedIn.email, draftEmail)) {
        void lookUp(draftEmail).then(() => live && setSessionKnown(true));
        return;
      }
      if (signedIn)
        setStep((current) => (current.name === "email" && current.email === "" ? { ...current, email: signedIn.email } : current));
      setSessionKnown(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const location = contest.eligibilityCriteria.location;
  const eligibility: EligibilityRules = {
    countryIds: location.countries.map((country) => country._id),
    stateIds: location.states.map((state) => state._id),
    districtIds: (location.districts ?? []).map((district) => district._id),
    cityIds: location.cities.map((city) => city._id),
  };

  const moveTo = (next: Step) => {
    stepHasInput.current = false;
    if (next.name === "enter") markDetailsOpen(contest._id);
    else clearDetailsOpen();
    setStep(next);
  };

  const payment = usePayment({
    contest,
    onCompleted: (message) => {
      clearDraft();
      clearDetailsOpen();
      toast.success(t(message));
      // The applicants page takes the dialog's place in the history: Back from it goes to the contest.
      const replace = dialogHistory().release();
      navigate(f.path(`/contest/${contest._id}/applicants?registered=1`), { replace });
      onFinish(null);
    },
    onClosed: () => moveTo({ name: "closed" }),
    onFull: () => onFinish("full"),
  });

  /** Escape, ×, a tap beside the dialog, the back button: ask first when something would be lost. */
  function requestClose() {
    if (stepHasInput.current) setAskingToDiscard(true);
    else discard();
  }

  function discard() {
    closing.current = true;
    if (step.name === "enter") clearDraft();
    clearDetailsOpen();
    onFinish(null);
  }

  async function lookUp(email: string): Promise<string | null> {
    try {
      const answer = await lookUpUser(email, contest._id);
      if (answer.body?.isOk && answer.body.data) {
        if (answer.body.alreadyRegistered) {
          moveTo({ name: "email", email, error: m.alreadyRegistered });
          return m.alreadyRegistered;
        }
        moveTo({ name: "confirm", email, user: answer.body.data });
        return null;
      }
    } catch {
      // A failed lookup opens the details form without an error (docs/product-rules.md#registration).
    }
    setDetails((kept) => (kept && sameEmail(kept.values.email, email) ? kept : startingDetails(email)));
    // Back to the details form (after Back, or a reload): the draft's adult date of birth already answered the age step.
    const draftBirth = readDraft(email)?.values.dateOfBirth;
    if (draftBirth && isAdult(draftBirth)) {
      moveTo({ name: "enter", email });
      return null;
    }
    // A new creator gives a date of birth first (docs/privacy.md#age-first), unless a guardian was asked already.
    const guardian = await readGuardianStatus().catch(() => ({ status: "none" as const }));
    if (guardian.status === "consented") moveTo({ name: "enter", email });
    else moveTo({ name: guardian.status === "waiting" ? "waiting" : "age", email });
    return null;
  }

  async function sendCode(email: string): Promise<EmailCode | string> {
    const answer = await requestEmailCode(email);
    if (answer.ok) return answer.body.data;
    return answer.network ? r.email.sendFailed : answer.body.message;
  }

  async function submitEmail(email: string): Promise<string | null> {
    let signedIn = await session.current;
    if (!signedIn || !sameEmail(signedIn.email, email)) {
      // Signed in meanwhile (in another tab, on My registrations)? Then no code is needed.
      forgetCreatorSessionCheck();
      session.current = readCreatorSession().catch(() => null);
      signedIn = await session.current;
    }
    if (signedIn && sameEmail(signedIn.email, email)) return lookUp(email);
    const sent = await sendCode(email);
    if (typeof sent === "string") return sent;
    moveTo({ name: "code", email, sent });
    return null;
  }

  async function verifyCode(email: string, code: string): Promise<string | null> {
    const answer = await signInWithCode(email, code);
    if (!answer.ok) {
      if (answer.network) return r.code.checkFailed;
      const triesLeft = (answer.body as { triesLeft?: unknown }).triesLeft;
      const left = typeof triesLeft === "number" && triesLeft > 0 && t.is(answer.body.message, c.codeWrong);
      return left ? f.plural(r.code.triesLeft, triesLeft, { message: t(answer.body.message) }) : answer.body.message;
    }
    forgetCreatorSessionCheck();
    session.current = Promise.resolve(answer.body.data);
    await lookUp(email);
    return null;
  }

  function keepDetails(next: DetailsState) {
    if (closing.current) return;
    setDetails(next);
    const typed = detailsHaveInput(next);
    stepHasInput.current = typed;
    if (typed) saveDraft({ email: next.values.email, values: next.values, affiliate: next.affiliate });
    // Everything erased: the draft for this address goes too, so a reload does not bring it back.
    else if (readDraft(next.values.email)) clearDraft();
  }

  if (payment.checkout) {
    return payment.checkout.mode === "simulated" ? (
      <TestCheckoutDialog options={payment.checkout.options as CheckoutOptions} onFailed={payment.checkout.onFailed} />
    ) : null; // Razorpay draws its own checkout above the page.
  }

  const discardQuestion = askingToDiscard ? (
    <DiscardDialog
      title={r.discard.title}
      message={step.name === "enter" ? r.discard.details : r.discard.typed}
      onKeep={() => setAskingToDiscard(false)}
      onDiscard={() => {
        setAskingToDiscard(false);
        discard();
      }}
    />
  ) : null;

  const reportInput = (typed: boolean) => {
    stepHasInput.current = typed;
  };

  let dialog: ReactNode;
  switch (step.name) {
    case "age":
      dialog = (
        <AgeDialog
          initialDateOfBirth={details?.values.dateOfBirth ?? ""}
          onBack={() => moveTo({ name: "email", email: step.email, error: null })}
          onClose={requestClose}
          onInputChange={reportInput}
          onNext={(dateOfBirth) => {
            if (!isAdult(dateOfBirth)) return moveTo({ name: "guardian", email: step.email });
            const kept = details ?? startingDetails(step.email);
            setDetails({ ...kept, values: { ...kept.values, dateOfBirth } });
            moveTo({ name: "enter", email: step.email });
          }}
        />
      );
      break;
    case "guardian":
      dialog = (
        <GuardianRequestDialog
          contestId={contest._id}
          onBack={() => moveTo({ name: "age", email: step.email })}
          onClose={requestClose}
          onInputChange={reportInput}
          onSent={() => moveTo({ name: "waiting", email: step.email })}
        />
      );
      break;
    case "waiting":
      dialog = <GuardianWaitingDialog onAskAgain={() => moveTo({ name: "guardian", email: step.email })} onClose={() => onFinish(null)} />;
      break;
    case "email":
      dialog = !sessionKnown ? (
        <div role="status" className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/70">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
          <span className="sr-only">{r.launcher.loading}</span>
        </div>
      ) : (
        <EmailDialog
          key={step.error ?? "email"}
          initialEmail={step.email}
          initialError={step.error}
          onCancel={() => onFinish(null)}
          onClose={requestClose}
          onInputChange={reportInput}
          onNext={submitEmail}
        />
      );
      break;
    case "code":
      dialog = (
        <CodeDialog
          email={step.email}
          sent={step.sent}
          onChangeEmail={() => moveTo({ name: "email", email: step.email, error: null })}
          onClose={requestClose}
          onInputChange={reportInput}
          onResend={() => sendCode(step.email)}
          onVerify={(code) => verifyCode(step.email, code)}
        />
      );
      break;
    case "confirm":
      dialog = (
        <ConfirmDetailsDialog
          user={step.user}
          onBack={() => moveTo({ name: "email", email: step.email, error: null })}
          onClose={requestClose}
          onNext={async () => {
            const { countryId, stateId, cityId } = step.user;
            const notEligible = eligibilityError(eligibility, {
              countryId: countryId?._id ?? null,
              stateId: stateId?._id ?? null,
              cityId: cityId?._id ?? null,
            });
            if (notEligible) return notEligible;
            moveTo({ name: "payment", user: { _id: step.user._id, link: step.user.link ?? "" } });
            return null;
          }}
        />
      );
      break;
    case "enter":
      dialog = (
        <DetailsFormDialog
          eligibility={eligibility}
          openTo={openTo(location, r.details)}
          initial={details ?? startingDetails(step.email)}
          onChange={keepDetails}
          onBack={() => moveTo({ name: "email", email: step.email, error: null })}
          onClose={requestClose}
          onCreated={(user) => {
            // The details now live on the server: the draft has done its work.
            clearDraft();
            setDetails(null);
            moveTo({ name: "payment", user });
          }}
        />
      );
      break;
    case "payment":
      dialog = (
        <PaymentDialog
          initialLink={payment.lastLink ?? step.user.link}
          entryFee={contest.entryFee}
          currency={contest.entryFeeCurrency}
          busy={payment.busy}
          onCancel={() => onFinish(null)}
          onClose={payment.busy ? () => {} : requestClose}
          onInputChange={reportInput}
          onPay={(link) => payment.pay(step.user, link)}
        />
      );
      break;
    case "closed":
      dialog = (
        <RegistrationClosedDialog start={contest.registrationStartDate} end={contest.registrationEndDate} onOk={() => onFinish("closed")} />
      );
      break;
  }

  return (
    <>
      {dialog}
      {discardQuestion}
    </>
  );
}
