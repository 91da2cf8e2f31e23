import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Contest } from "#shared/api-types.ts";
import type { EligibilityRules } from "#shared/registration/eligibility.ts";
import { eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type LookedUpUser, lookUpUser, type RegistrationUser } from "./api.ts";
import type { CheckoutOptions } from "./checkout.ts";
import { ConfirmDetailsDialog } from "./confirm-details-dialog.tsx";
import { DetailsFormDialog } from "./details-form/details-form-dialog.tsx";
import { EmailDialog } from "./email-dialog.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import { RegistrationClosedDialog } from "./registration-closed-dialog.tsx";
import { TestCheckoutDialog } from "./test-checkout-dialog.tsx";
import { usePayment } from "./use-payment.ts";

type Step =
  | { name: "email"; email: string }
  | { name: "confirm"; email: string; user: LookedUpUser }
  | { name: "enter"; email: string }
  | { name: "payment"; user: RegistrationUser }
  | { name: "closed" };

export type FlowOutcome = "closed" | "full" | null;

/**
 * The registration dialogs of docs/product-rules.md#registration, loaded only when Register Now is pressed. Unmounting the flow
 * drops everything typed, so every opening starts with an empty e-mail and no errors (docs/product-rules.md#registration).
 */
export default function RegistrationFlow({ contest, onFinish }: { contest: Contest; onFinish: (outcome: FlowOutcome) => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: "email", email: "" });
  const location = contest.eligibilityCriteria.location;
  const eligibility: EligibilityRules = {
    countryIds: location.countries.map((c) => c._id),
    stateIds: location.states.map((s) => s._id),
    cityIds: location.cities.map((c) => c._id),
  };

  const payment = usePayment({
    contest,
    onCompleted: (message) => {
      toast.success(message);
      onFinish(null);
      navigate(`/contest/${contest._id}/applicants`);
    },
    onClosed: () => setStep({ name: "closed" }),
    onFull: () => onFinish("full"),
  });

  async function lookUp(email: string): Promise<string | null> {
    try {
      const answer = await lookUpUser(email, contest._id);
      if (answer.body?.isOk && answer.body.data) {
        if (answer.body.alreadyRegistered) return m.alreadyRegistered;
        setStep({ name: "confirm", email, user: answer.body.data });
        return null;
      }
    } catch {
      // A failed lookup opens the details form without an error (docs/product-rules.md#registration).
    }
    setStep({ name: "enter", email });
    return null;
  }

  if (payment.checkout) {
    return payment.checkout.mode === "simulated" ? (
      <TestCheckoutDialog options={payment.checkout.options as CheckoutOptions} onFailed={payment.checkout.onFailed} />
    ) : null; // Razorpay draws its own checkout above the page.
  }

  switch (step.name) {
    case "email":
      return <EmailDialog initialEmail={step.email} onCancel={() => onFinish(null)} onNext={lookUp} />;
    case "confirm":
      return (
        <ConfirmDetailsDialog
          user={step.user}
          onBack={() => setStep({ name: "email", email: step.email })}
          onClose={() => onFinish(null)}
          onNext={async () => {
            const { countryId, stateId, cityId } = step.user;
            const notEligible = eligibilityError(eligibility, {
              countryId: countryId?._id ?? null,
              stateId: stateId?._id ?? null,
              cityId: cityId?._id ?? null,
            });
            if (notEligible) return notEligible;
            setStep({ name: "payment", user: { _id: step.user._id, link: step.user.link ?? "" } });
            return null;
          }}
        />
      );
    case "enter":
      return (
        <DetailsFormDialog
          email={step.email}
          eligibility={eligibility}
          onBack={() => setStep({ name: "email", email: step.email })}
          onClose={() => onFinish(null)}
          onCreated={(user) => setStep({ name: "payment", user })}
        />
      );
    case "payment":
      return (
        <PaymentDialog
          initialLink={payment.lastLink ?? step.user.link}
          entryFee={contest.entryFee}
          currency={contest.entryFeeCurrency}
          busy={payment.busy}
          onClose={() => onFinish(null)}
          onPay={(link) => payment.pay(step.user, link)}
        />
      );
    case "closed":
      return (
        <RegistrationClosedDialog start={contest.registrationStartDate} end={contest.registrationEndDate} onOk={() => onFinish("closed")} />
      );
  }
}
