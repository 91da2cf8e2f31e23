import { type ReactNode, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { sendJson } from "../forms/save-form";
import { EditDialog } from "./content-edit-dialog";
import { failedCallMessage } from "../forms/form-errors";

/** One kind of content the console edits as a list: how to show a row and how to edit one. */
export type ContentKind<Item extends { _id: string }, Form extends FieldValues> = {
  segment: string;
  /** "banner", "contest category", … */
  noun: string;
  schema: z.ZodType<Form>;
  /** A new item's form; an item's own form holds its values of these fields (a missing picture as ""). */
  emptyForm: Form;
  Summary: (props: { item: Item }) => ReactNode;
  /** The dialog's fields, bound to its form by name. `choices`: what the page loaded for the form's pickers (contests a banner may link to). */
  Fields: (props: { disabled: boolean; choices?: unknown }) => ReactNode;
  /** Banners, judges and categories keep an order. */
  movable?: boolean;
  /** Why Delete is not offered (the item holds contests…); the server refuses too. */
  keptBecause?: (item: Item) => string | null;
};

const rowButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2.5 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400";

type Act = "delete" | "up" | "down";

function MoveButtons({
  noun,
  index,
  count,
  busy,
  onAct,
}: {
  noun: string;
  index: number;
  count: number;
  busy: boolean;
  onAct: (action: Act) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={rowButton}
        disabled={busy || index === 0}
        onClick={() => onAct("up")}
        aria-label={`Move ${noun} ${index + 1} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className={rowButton}
        disabled={busy || index === count - 1}
        onClick={() => onAct("down")}
        aria-label={`Move ${noun} ${index + 1} down`}
      >
        ↓
      </button>
    </>
  );
}

/** A row's buttons: up and down (ordered kinds), Edit and Delete, named with the row's place for screen readers. */
function RowButtons({
  noun,
  index,
  count,
  movable,
  busy,
  kept,
  onAct,
  onEdit,
}: {
  noun: string;
  index: number;
  count: number;
  movable?: boolean;
  busy: boolean;
  kept: string | null;
  onAct: (action: Act) => void;
  onEdit: () => void;
}) {
  const which = (
    <span className="sr-only">
      {" "}
      {noun} {index + 1}
    </span>
  );
  return (
    <div className="flex shrink-0 flex-wrap gap-1.5">
      {movable ? <MoveButtons noun={noun} index={index} count={count} busy={busy} onAct={onAct} /> : null}
      <button type="button" className={rowButton} disabled={busy} onClick={onEdit}>
        Edit
        {which}
      </button>
      <button
        type="button"
        className={`${rowButton} text-red-700`}
        disabled={busy || kept !== null}
        title={kept ?? undefined}
        onClick={() => onAct("delete")}
      >
        Delete
        {which}
      </button>
    </div>
  );
}

/** Delete an item, or move it one place up or down; false when the server refused (said in a toast). */
async function actOn(segment: string, id: string, action: Act): Promise<boolean> {
  const base = `/api/admin/content/${segment}/${id}`;
  const result =
    action === "delete"
      ? await sendJson<{ message: string }>("DELETE", base)
      : await sendJson<{ message: string }>("POST", `${base}/move`, { direction: action });
  if (!result.ok) {
    notifyError(failedCallMessage(result));
    return false;
  }
  if (action === "delete") notifySuccess(result.body.message);
  return true;
}

function ContentRow<Item extends { _id: string }, Form extends FieldValues>({
  kind,
  item,
  index,
  count,
  canEdit,
  busy,
  onAct,
  onEdit,
}: {
  kind: ContentKind<Item, Form>;
  item: Item;
  index: number;
  count: number;
  canEdit: boolean;
  busy: boolean;
  onAct: (action: Act) => void;
  onEdit: () => void;
}) {
  const kept = kind.keptBecause?.(item) ?? null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <kind.Summary item={item} />
        {kept && canEdit ? <p className="mt-1 text-xs text-gray-600">{kept}</p> : null}
      </div>
      {canEdit ? (
        <RowButtons
          noun={kind.noun}
          index={index}
          count={count}
          movable={kind.movable}
          busy={busy}
          kept={kept}
          onAct={onAct}
          onEdit={onEdit}
        />
      ) : null}
    </li>
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

  const act = async (item: Item, action: Act) => {
    if (action === "delete" && !window.confirm(`Delete this ${noun}? This cannot be undone.`)) return;
    setBusy(item._id);
    const done = await actOn(kind.segment, item._id, action);
    setBusy(null);
    if (done) revalidator.revalidate();
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
          {items.map((item, index) => (
            <ContentRow
              key={item._id}
              kind={kind}
              item={item}
              index={index}
              count={items.length}
              canEdit={canEdit}
              busy={busy !== null}
              onAct={(action) => void act(item, action)}
              onEdit={() => setEditing(item)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <EditDialog kind={kind} item={editing === "new" ? null : editing} choices={choices} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
