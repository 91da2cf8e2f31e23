import type { ReactNode } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { AgeDialog } from "./age/age-dialog.tsx";
import { GuardianRequestDialog } from "./age/guardian-request-dialog.tsx";
import { GuardianWaitingDialog } from "./age/guardian-waiting-dialog.tsx";
import { CodeDialog } from "./code-dialog.tsx";
import { ConfirmDetailsDialog } from "./confirm-details-dialog.tsx";
import { DetailsFormDialog } from "./details-form/details-form-dialog.tsx";
import { clearDraft } from "./draft.ts";
import { type Step, startingDetails } from "./flow-steps.ts";
import { openTo } from "./open-to.ts";
import type { FlowOutcome } from "./registration-flow.tsx";
import type { FlowSteps, SignInSteps } from "./use-flow-steps.ts";
import { EmailDialog } from "./email-dialog.tsx";

type StepProps<Name extends Step["name"]> = {
  step: Extract<Step, { name: Name }>;
  flow: FlowSteps;
  onFinish: (outcome: FlowOutcome) => void;
};

/** The contest's places, as the eligibility rules check them. */
export function eligibilityOf(contest: Contest): EligibilityRules {
  const location = contest.eligibilityCriteria.location;
  return {
    countryIds: location.countries.map((country) => country._id),
    stateIds: location.states.map((state) => state._id),
    districtIds: (location.districts ?? []).map((district) => district._id),
    cityIds: location.cities.map((city) => city._id),
  };
}

/** The e-mail (once the session check has answered), its code, or a known creator's details to confirm. */
export function SignInStep({
  step,
  flow,
  signIn,
  eligibility,
  onFinish,
}: StepProps<"email" | "code" | "confirm"> & { signIn: SignInSteps; eligibility: EligibilityRules }) {
  const r = useMessages("registration");
  const backToEmail = () => flow.moveTo({ name: "email", email: step.email, error: null });
  if (step.name === "code") {
    return (
      <CodeDialog
        email={step.email}
        sent={step.sent}
        onChangeEmail={backToEmail}
        onClose={flow.requestClose}
        onInputChange={flow.reportInput}
        onResend={() => signIn.sendCode(step.email)}
        onVerify={(code) => signIn.verifyCode(step.email, code)}
      />
    );
  }
  if (step.name === "confirm") {
    const { _id, countryId, stateId, cityId, link } = step.user;
    const notEligible = () =>
      eligibilityError(eligibility, { countryId: countryId?._id ?? null, stateId: stateId?._id ?? null, cityId: cityId?._id ?? null });
    return (
      <ConfirmDetailsDialog
        user={step.user}
        onBack={backToEmail}
        onClose={flow.requestClose}
        onNext={async () => {
          const refused = notEligible();
          if (refused) return refused;
          flow.moveTo({ name: "payment", user: { _id, link: link ?? "" } });
          return null;
        }}
      />
    );
  }
  if (!signIn.sessionKnown) {
    return (
      <div role="status" className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/70">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
        <span className="sr-only">{r.launcher.loading}</span>
      </div>
    );
  }
  return (
    <EmailDialog
      key={step.error ?? "email"}
      initialEmail={step.email}
      initialError={step.error}
      onCancel={() => onFinish(null)}
      onClose={flow.requestClose}
      onInputChange={flow.reportInput}
      onNext={signIn.submitEmail}
    />
  );
}

/** A new creator's steps: the age, a guardian's consent for a minor, then the details form. */
export function NewCreatorStep({
  step,
  flow,
  contest,
  eligibility,
  onFinish,
}: StepProps<"age" | "guardian" | "waiting" | "enter"> & { contest: Contest; eligibility: EligibilityRules }): ReactNode {
  const r = useMessages("registration");
  const email = step.email;
  const { details } = flow;
  switch (step.name) {
    case "age":
      return (
        <AgeDialog
          initialDateOfBirth={details?.values.dateOfBirth ?? ""}
          onBack={() => flow.moveTo({ name: "email", email, error: null })}
          onClose={flow.requestClose}
          onInputChange={flow.reportInput}
          onNext={(dateOfBirth) => {
            const kept = details ?? startingDetails(email);
            // Kept as a draft for a minor too: back after the guardian's consent, the details form has it.
            flow.keepDetails({ ...kept, values: { ...kept.values, dateOfBirth } });
            flow.moveTo({ name: isAdult(dateOfBirth) ? "enter" : "guardian", email });
          }}
        />
      );
    case "guardian":
      return (
        <GuardianRequestDialog
          contestId={contest._id}
          onBack={() => flow.moveTo({ name: "age", email })}
          onClose={flow.requestClose}
          onInputChange={flow.reportInput}
          onSent={() => flow.moveTo({ name: "waiting", email })}
        />
      );
    case "waiting":
      return <GuardianWaitingDialog onAskAgain={() => flow.moveTo({ name: "guardian", email })} onClose={() => onFinish(null)} />;
    case "enter":
      return (
        <DetailsFormDialog
          eligibility={eligibility}
          openTo={openTo(contest.eligibilityCriteria.location, r.details)}
          initial={details ?? startingDetails(email)}
          onChange={flow.keepDetails}
          onBack={() => flow.moveTo({ name: "email", email, error: null })}
          onClose={flow.requestClose}
          onCreated={(user) => {
            // The details now live on the server: the draft has done its work.
            clearDraft();
            flow.setDetails(null);
            flow.moveTo({ name: "payment", user });
          }}
        />
      );
  }
}
