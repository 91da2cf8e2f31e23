import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type FieldValues, FormProvider, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { apiFetch } from "../../../lib/api-client";
import { applyFailedSave } from "../forms/form-errors";

/** One kind of content the console edits as a list: how to show a row and how to edit one. */
export type ContentKind<Item extends { _id: string }, Form extends FieldValues> = {
  segment: string;
  /** "banner", "contest category", … */
  noun: string;
  schema: z.ZodType<Form>;
  emptyForm: Form;
  toForm: (item: Item) => Form;
  Summary: (props: { item: Item }) => ReactNode;
  /** `choices`: what the page loaded for the form's pickers (contests a banner may link to). */
  Fields: (props: { form: UseFormReturn<Form>; disabled: boolean; choices?: unknown }) => ReactNode;
  /** Banners, judges and categories keep an order. */
  movable?: boolean;
  /** Why Delete is not offered (the item holds contests…); the server refuses too. */
  keptBecause?: (item: Item) => string | null;
};

const rowButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2.5 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400";

async function send(method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) {
  return apiFetch<{ message: string }>(url, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
}

function EditDialog<Item extends { _id: string }, Form extends FieldValues>({
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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(kind.schema as never) as unknown as Resolver<Form>,
    defaultValues: (item ? kind.toForm(item) : kind.emptyForm) as never,
    mode: "onTouched",
  });
  const { formState, handleSubmit, setError } = form;
  const save = handleSubmit(async (values) => {
    setMessage(null);
    const url = `/api/admin/content/${kind.segment}${item ? `/${item._id}` : ""}`;
    const result = await send(item ? "PUT" : "POST", url, values);
    if (!result.ok) {
      setMessage(applyFailedSave(result, setError));
      return;
    }
    notifySuccess(result.body.message);
    revalidator.revalidate();
    onClose();
  });
  const title = item ? `Edit ${kind.noun}` : `New ${kind.noun}`;
  return (
    <Dialog
      title={title}
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
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting || undefined}
          >
            {formState.isSubmitting ? "Saving..." : `Save ${kind.noun}`}
          </button>
        </div>
      }
    >
      <FormProvider {...form}>
        <form id={`${kind.segment}-form`} noValidate onSubmit={save} className="grid gap-5">
          {message ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
              {message}
            </p>
          ) : null}
          <kind.Fields form={form} disabled={false} choices={choices} />
        </form>
      </FormProvider>
    </Dialog>
  );
}

/**
 * A list of one kind of content with New, Edit, Delete and (for ordered kinds) up and down. Editing
 * opens a dialog whose form checks with the same schema as the server; refusals show at their field
 * or, for a change that would break a public page, as the reason.
 */
export function ContentManager<Item extends { _id: string }, Form extends FieldValues>({
  kind,
  items,
  canEdit,
  choices,
}: {
  kind: ContentKind<Item, Form>;
  items: Item[];
  canEdit: boolean;
  choices?: unknown;
}) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const noun = kind.noun;

  const act = async (item: Item, action: "delete" | "up" | "down") => {
    if (action === "delete" && !window.confirm(`Delete this ${noun}? This cannot be undone.`)) return;
    setBusy(item._id);
    const base = `/api/admin/content/${kind.segment}/${item._id}`;
    const result = action === "delete" ? await send("DELETE", base) : await send("POST", `${base}/move`, { direction: action });
    setBusy(null);
    if (!result.ok) {
      notifyError(result.network ? "No connection. Check the network and try again." : result.body.message);
      return;
    }
    if (action === "delete") notifySuccess(result.body.message);
    revalidator.revalidate();
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      {canEdit ? (
        <div>
          <button type="button" className={buttonClass()} onClick={() => setEditing("new")}>
            New {noun}
          </button>
        </div>
      ) : (
        <p className="text-sm text-gray-700">You can view the {noun}s. Changes need the editor role.</p>
      )}
      {items.length === 0 ? (
        <p className="rounded-2xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-700">No {noun}s yet.</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item, index) => {
            const kept = kind.keptBecause?.(item) ?? null;
            return (
              <li
                key={item._id}
                className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 flex-1">
                  <kind.Summary item={item} />
                  {kept && canEdit ? <p className="mt-1 text-xs text-gray-600">{kept}</p> : null}
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 flex-wrap gap-1.5">
                    {kind.movable ? (
                      <>
                        <button
                          type="button"
                          className={rowButton}
                          disabled={busy !== null || index === 0}
                          onClick={() => void act(item, "up")}
                          aria-label={`Move ${noun} ${index + 1} up`}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={rowButton}
                          disabled={busy !== null || index === items.length - 1}
                          onClick={() => void act(item, "down")}
                          aria-label={`Move ${noun} ${index + 1} down`}
                        >
                          ↓
                        </button>
                      </>
                    ) : null}
                    <button type="button" className={rowButton} disabled={busy !== null} onClick={() => setEditing(item)}>
                      Edit
                      <span className="sr-only">
                        {" "}
                        {noun} {index + 1}
                      </span>
                    </button>
                    <button
                      type="button"
                      className={`${rowButton} text-red-700`}
                      disabled={busy !== null || kept !== null}
                      title={kept ?? undefined}
                      onClick={() => void act(item, "delete")}
                    >
                      Delete
                      <span className="sr-only">
                        {" "}
                        {noun} {index + 1}
                      </span>
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <EditDialog kind={kind} item={editing === "new" ? null : editing} choices={choices} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
