import { FormProvider, useFormContext } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { CmsPageFormSchema, type CmsPageForm as CmsPageValues } from "#shared/console/content-forms.ts";
import { FormHindiField, FormRichTextField, FormTextField } from "../forms/bound-fields";
import { Checkbox } from "../forms/checkbox";
import { FormAlert } from "../forms/form-alert";
import { SaveBar } from "../forms/save-bar";
import { saveTo, useSaveForm } from "../forms/save-form";
import { leaveWithoutAsking, UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";

/**
 * A content page: title, slug, summary and body (rich text). A page the menu links to keeps its slug
 * and stays active; the form says so, and the server refuses otherwise.
 */
export function CmsPageForm({
  pageId,
  initial,
  inMenu,
  canEdit,
}: {
  pageId: string | null;
  initial: CmsPageValues;
  inMenu: boolean;
  canEdit: boolean;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { form, message, save } = useSaveForm<CmsPageValues, CmsPageValues, { message: string; data: { _id: string } }>({
    schema: CmsPageFormSchema,
    initial,
    send: (values) => saveTo("/api/admin/content/pages", pageId, values),
    onSaved: (answer, values) => {
      notifySuccess(answer.message);
      if (pageId) {
        form.reset(values);
        revalidator.revalidate();
      } else navigate(`/admin/content/pages/${answer.data._id}`, leaveWithoutAsking);
    },
  });
  const { formState } = form;
  const leaving = useUnsavedChangesGuard(canEdit && formState.isDirty);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save} className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-5">
          <CmsPageFields inMenu={inMenu} disabled={!canEdit} />
        </fieldset>
        <SaveBar
          canEdit={canEdit}
          submitting={formState.isSubmitting}
          dirty={formState.isDirty}
          label={pageId ? "Save page" : "Create page"}
          readOnly="You can view this page. Saving changes needs the editor role."
        />
      </form>
      <UnsavedChangesDialog blocker={leaving} message="Your changes to this page are not saved." />
    </FormProvider>
  );
}

function CmsPageFields({ inMenu, disabled }: { inMenu: boolean; disabled: boolean }) {
  const { register } = useFormContext<CmsPageValues>();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField name="title" label="Title" required />
        <FormTextField
          name="slug"
          label="Slug"
          required
          readOnly={inMenu}
          hint={inMenu ? "The menu links to this page, so its address stays." : "The page's address: /cms/ and this."}
        />
      </div>
      <FormHindiField name="title" label="Title" />
      <FormTextField name="description" label="Summary" hint="Optional; for link previews." />
      <FormHindiField name="description" label="Summary" />
      <FormRichTextField name="content" label="Body" disabled={disabled} minHeight="24rem" />
      <FormRichTextField
        name="contentHi"
        hindi
        label="Body in Hindi (optional)"
        hint="Empty: the Hindi page (/hi/cms/…) shows the English body."
        disabled={disabled}
        minHeight="16rem"
      />
      <Checkbox disabled={inMenu} {...register("isActive")}>
        Active: the page can be visited{inMenu ? " (always, as the menu links to it)" : ""}
      </Checkbox>
    </>
  );
}
