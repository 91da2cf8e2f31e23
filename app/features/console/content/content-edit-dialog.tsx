import { type FieldValues, FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormAlert } from "../forms/form-alert";
import { sendJson, useSaveForm } from "../forms/save-form";
import { useConfirmUnload } from "../forms/unsaved-changes-guard";
import type { ContentKind } from "./content-manager";

/** An item as its form holds it: the form's fields, taken from the item, an empty one (null) as the empty form has it. */
function formOf<Form extends FieldValues>(empty: Form, item: object): Form {
  const values = item as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([key, blank]) => [key, values[key] ?? blank])) as Form;
}

/** New or edit: the kind's fields in a dialog, checked with the schema the server uses, saved by POST or PUT. */
export function EditDialog<Item extends { _id: string }, Form extends FieldValues>({
  kind,
  item,
  choices,
  onClose,
}: {
  kind: ContentKind<Item, Form>;
  item: Item | null;
  choices?: unknown;
  onClose: () => void;
}) {
  const revalidator = useRevalidator();
  const { form, message, save } = useSaveForm<Form, Form>({
    schema: kind.schema,
    initial: item ? formOf(kind.emptyForm, item) : kind.emptyForm,
    send: (values) => sendJson(item ? "PUT" : "POST", `/api/admin/content/${kind.segment}${item ? `/${item._id}` : ""}`, values),
    onSaved: (answer) => {
      notifySuccess(answer.message);
      revalidator.revalidate();
      onClose();
    },
  });
  const { isSubmitting, isDirty } = form.formState;
  // The dialog covers the page's links; closing or reloading the tab is what could still lose the edits.
  useConfirmUnload(isDirty);
  return (
    <Dialog
      title={item ? `Edit ${kind.noun}` : `New ${kind.noun}`}
      size="lg"
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${kind.segment}-form`}
            className={buttonClass()}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? "Saving..." : `Save ${kind.noun}`}
          </button>
        </div>
      }
    >
      <FormProvider {...form}>
        <form id={`${kind.segment}-form`} noValidate onSubmit={save} className="grid gap-5">
          <FormAlert message={message} />
          <kind.Fields disabled={false} choices={choices} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
