import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { TextField } from "#app/components/ui/field.tsx";
import { CmsPageFormSchema, type CmsPageForm as CmsPageValues } from "#shared/console/content-forms.ts";
import { apiFetch } from "../../../lib/api-client";
import { HindiTextField } from "./hindi-field";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import { applyFailedSave } from "../forms/form-errors";

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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<CmsPageValues>({
    resolver: zodResolver(CmsPageFormSchema) as Resolver<CmsPageValues>,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, control, formState, handleSubmit, setError, reset } = form;
  // Fields stay enabled while saving, so a refused field can take the focus; the button is what waits.
  const disabled = !canEdit;

  const save = handleSubmit(async (values) => {
    setMessage(null);
    const result = await apiFetch<{ message: string; data: { _id: string } }>(
      pageId ? `/api/admin/content/pages/${pageId}` : "/api/admin/content/pages",
      {
        method: pageId ? "PUT" : "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      },
    );
    if (!result.ok) {
      setMessage(applyFailedSave(result, setError));
      return;
    }
    notifySuccess(result.body.message);
    if (pageId) {
      reset(values);
      revalidator.revalidate();
    } else navigate(`/admin/content/pages/${result.body.data._id}`);
  });

  return (
    <form noValidate onSubmit={save} className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      {message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <fieldset disabled={disabled} className="grid min-w-0 gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="title" label="Title" required error={formState.errors.title?.message} {...register("title")} />
          <TextField
            id="slug"
            label="Slug"
            required
            readOnly={inMenu}
            hint={inMenu ? "The menu links to this page, so its address stays." : "The page's address: /cms/ and this."}
            error={formState.errors.slug?.message}
            {...register("slug")}
          />
        </div>
        <HindiTextField id="titleHi" label="Title" error={formState.errors.titleHi?.message} {...register("titleHi")} />
        <TextField
          id="description"
          label="Summary"
          hint="Optional; for link previews."
          error={formState.errors.description?.message}
          {...register("description")}
        />
        <HindiTextField id="descriptionHi" label="Summary" error={formState.errors.descriptionHi?.message} {...register("descriptionHi")} />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              id="content"
              label="Body"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={disabled}
              minHeight="24rem"
            />
          )}
        />
        <Controller
          control={control}
          name="contentHi"
          render={({ field, fieldState }) => (
            <div className="border-l-4 border-brand-100 pl-3">
              <LazyRichTextEditor
                id="contentHi"
                label="Body in Hindi (optional)"
                hint="Empty: the Hindi page (/hi/cms/…) shows the English body."
                lang="hi"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={disabled}
                minHeight="16rem"
              />
            </div>
          )}
        />
        <label className="flex min-h-11 items-center gap-3 font-medium text-gray-900">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" disabled={inMenu} {...register("isActive")} />
          Active: the page can be visited{inMenu ? " (always, as the menu links to it)" : ""}
        </label>
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass()} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? "Saving..." : pageId ? "Save page" : "Create page"}
          </button>
          {formState.isDirty ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
        </div>
      ) : (
        <p className="text-gray-700">You can view this page. Saving changes needs the editor role.</p>
      )}
    </form>
  );
}
