import type { ComponentType } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { dialogHistory } from "#app/components/ui/dialog-history.ts";
import { DiscardDialog } from "#app/components/ui/discard-dialog.tsx";
import { MessagesProvider, useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { LoadedMessages } from "#shared/i18n/namespaces.ts";
import type { Contest } from "#shared/api-types.ts";
import type { RegistrationUser } from "./api.ts";
import type { CheckoutOptions } from "./checkout.ts";
import { clearDraft } from "./draft.ts";
import { eligibilityOf, NewCreatorStep, SignInStep } from "./flow-step-dialogs.tsx";
import { KnownMessagesProvider, useKnownMessage } from "./known-messages.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import { RegistrationClosedDialog } from "./registration-closed-dialog.tsx";
import { clearStepOpen, type StepAtReload } from "./resume-marker.ts";
import { TestCheckoutDialog } from "./test-checkout-dialog.tsx";
import { type FlowSteps, useFlowSteps, useSignInSteps } from "./use-flow-steps.ts";
import { usePayment } from "./use-payment.ts";

export type FlowOutcome = "closed" | "full" | null;

/**
 * Where the dialogs start when they are not starting afresh: at payment, for a registration waiting
 * for it (with the video link already given); or at the details form this tab was in before a reload.
 */
export type FlowResume = { at: "payment"; user: RegistrationUser } | { at: StepAtReload };

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

/** Payment; once it completes, the applicants page takes the dialogs' place. */
function useFlowPayment(contest: Contest, flow: FlowSteps, onFinish: (outcome: FlowOutcome) => void) {
  const navigate = useNavigate();
  const f = useFormat();
  const t = useKnownMessage();
  return usePayment({
    contest,
    onCompleted: (message) => {
      clearDraft();
      clearStepOpen();
      toast.success(t(message));
      // The applicants page takes the dialog's place in the history: Back from it goes to the contest.
      const replace = dialogHistory().release();
      navigate(f.path(`/contest/${contest._id}/applicants?registered=1`), { replace });
      onFinish(null);
    },
    onClosed: () => flow.moveTo({ name: "closed" }),
    onFull: () => onFinish("full"),
  });
}

/**
 * The registration dialogs of docs/product-rules.md#registration, loaded only when Register Now is pressed: e-mail, its code
 * (skipped when this browser is signed in with that e-mail), confirm or enter the details, payment.
 * What was typed survives Back, and the details a reload too (docs/decisions.md#registration-form-on-a-phone); Escape, ×, a tap
 * beside a dialog and the back button ask before throwing input away.
 */
export default function RegistrationFlow({ contest, resume, onFinish }: FlowProps) {
  const r = useMessages("registration");
  const flow = useFlowSteps(contest._id, resume, onFinish);
  const signIn = useSignInSteps(contest._id, resume, flow);
  const payment = useFlowPayment(contest, flow, onFinish);
  const eligibility = eligibilityOf(contest);
  const { step } = flow;

  if (payment.checkout) {
    return payment.checkout.mode === "simulated" ? (
      <TestCheckoutDialog options={payment.checkout.options as CheckoutOptions} onFailed={payment.checkout.onFailed} />
    ) : null; // Razorpay draws its own checkout above the page.
  }

  const steps = { flow, onFinish };
  return (
    <>
      {step.name === "email" || step.name === "code" || step.name === "confirm" ? (
        <SignInStep {...steps} step={step} signIn={signIn} eligibility={eligibility} />
      ) : null}
      {step.name === "age" || step.name === "guardian" || step.name === "waiting" || step.name === "enter" ? (
        <NewCreatorStep {...steps} step={step} contest={contest} eligibility={eligibility} />
      ) : null}
      {step.name === "payment" ? (
        <PaymentDialog
          initialLink={payment.lastLink ?? step.user.link}
          entryFee={contest.entryFee}
          currency={contest.entryFeeCurrency}
          busy={payment.busy}
          onCancel={() => onFinish(null)}
          onClose={payment.busy ? () => {} : flow.requestClose}
          onInputChange={flow.reportInput}
          onPay={(link) => payment.pay(step.user, link)}
        />
      ) : null}
      {step.name === "closed" ? (
        <RegistrationClosedDialog start={contest.registrationStartDate} end={contest.registrationEndDate} onOk={() => onFinish("closed")} />
      ) : null}
      {flow.askingToDiscard ? (
        <DiscardDialog
          title={r.discard.title}
          message={step.name === "enter" ? r.discard.details : r.discard.typed}
          onKeep={() => flow.setAskingToDiscard(false)}
          onDiscard={() => {
            flow.setAskingToDiscard(false);
            flow.discard();
          }}
        />
      ) : null}
    </>
  );
}
