import { FormProvider } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import type { ContestFormFactsData, ContestFormOptionsData } from "#shared/console/contest-api.ts";
import { type ContestForm as ContestFormOutput, ContestFormSchema, type ContestFormValues } from "#shared/console/contest-form.ts";
import { FormAlert } from "../forms/form-alert";
import { SaveBar } from "../forms/save-bar";
import { saveTo, useSaveForm } from "../forms/save-form";
import { leaveWithoutAsking, UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";
import { AboutSection, PicturesSection } from "./about-section";
import { Section } from "./contest-form-section";
import { DatesSection, FeeSection } from "./dates-and-fee-sections";
import { EligibilitySection } from "./eligibility-section";
import { JudgesField } from "./judges-field";
import { RulesSection } from "./rules-section";

type Props = {
  contestId: string | null;
  initial: ContestFormValues;
  facts: ContestFormFactsData | null;
  options: ContestFormOptionsData;
  canEdit: boolean;
};

/**
 * The contest form of the organiser console: every field of a contest, checked in the browser with
 * the same schema the server checks with. The server's own refusals (completed registrations,
 * payments, a deleted category) come back per field and show at the field.
 */
export function ContestForm({ contestId, initial, facts, options, canEdit }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { form, message, save } = useSaveForm<ContestFormValues, ContestFormOutput, { data: { _id: string } }>({
    schema: ContestFormSchema,
    initial,
    send: (values) => saveTo("/api/admin/contests", contestId, values),
    onSaved: (answer, values) => {
      notifySuccess(contestId ? "Contest saved." : "Contest created.");
      if (contestId) {
        form.reset(values);
        revalidator.revalidate();
      } else navigate(`/admin/contests/${answer.data._id}`, leaveWithoutAsking);
    },
    onRefused: ([first]) => {
      if (first) document.getElementById(first.replaceAll(".", "-"))?.focus();
    },
  });
  const { formState } = form;
  const leaving = useUnsavedChangesGuard(canEdit && formState.isDirty);
  const disabled = !canEdit;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save} className="grid gap-6" aria-describedby={message ? "contest-form-message" : undefined}>
        <FormAlert id="contest-form-message" message={message} />
        <fieldset disabled={disabled} className="grid min-w-0 gap-6">
          <AboutSection facts={facts} options={options} disabled={disabled} />
          <PicturesSection disabled={disabled} />
          <DatesSection />
          <FeeSection facts={facts} disabled={disabled} />
          <EligibilitySection facts={facts} disabled={disabled} />
          <Section title="Judges">
            <JudgesField judges={options.judges} disabled={disabled} />
          </Section>
          <RulesSection disabled={disabled} />
        </fieldset>
        <SaveBar
          canEdit={canEdit}
          submitting={formState.isSubmitting}
          dirty={formState.isDirty}
          label={contestId ? "Save contest" : "Create contest"}
          sticky
          readOnly="You can view this contest. Saving changes needs the editor role."
          readOnlyClassName="rounded-xl border border-gray-200 bg-white px-4 py-3 text-gray-700"
        />
      </form>
      <UnsavedChangesDialog blocker={leaving} message="Your changes to this contest are not saved." />
    </FormProvider>
  );
}
