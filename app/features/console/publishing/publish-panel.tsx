import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import type { PublishingAction, PublishingState } from "#shared/console/publishing.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { apiPost } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

type Props = {
  /** The item's publishing route, e.g. /api/admin/contests/{id}/publishing. */
  endpoint: string;
  state: PublishingState;
  canEdit: boolean;
  /** "contest", "banner", "page": the words of the status line. */
  noun: string;
  /** The item's console preview (docs/publishing.md), linked from the panel's heading. */
  preview?: string;
};

/** Where the item stands, in words (IST). */
export function publishingStatus(state: PublishingState, noun: string): string {
  if (state.publishedAt) return `Published ${formatIstDateTime(state.publishedAt)} IST.`;
  if (state.publishAt)
    return `Draft: publishes at ${formatIstDateTime(state.publishAt)} IST. Until then the site does not show this ${noun}.`;
  return `Draft: the site does not show this ${noun} until it is published.`;
}

/**
 * A publishing change sent to the server: success says so and reloads the page's data; a refused time
 * is said at its field, anything else in a toast.
 */
function usePublishingChange(endpoint: string) {
  const revalidator = useRevalidator();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (change: PublishingAction, done: string) => {
    setBusy(true);
    setAtError(null);
    const result = await apiPost<{ data: PublishingState }>(endpoint, change);
    setBusy(false);
    if (!result.ok) {
      const fieldMessage = (result.body.errors as Record<string, string> | undefined)?.at;
      if (fieldMessage) setAtError(fieldMessage);
      else notifyError(failedCallMessage(result));
      return;
    }
    notifySuccess(done);
    revalidator.revalidate();
  };
  return { at, setAt, atError, busy, run };
}

/** A draft's controls: publish now, a time to publish at, and taking a set time back. */
function DraftControls({ id, state, change }: { id: string; state: PublishingState; change: ReturnType<typeof usePublishingChange> }) {
  const { at, setAt, atError, busy, run } = change;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <button
        type="button"
        className={buttonClass({ size: "sm" })}
        disabled={busy}
        onClick={() => void run({ action: "publish" }, "Published.")}
      >
        Publish now
      </button>
      <div className="grid gap-1">
        <label htmlFor={`${id}-at`} className="text-sm font-medium text-gray-900">
          Publish at (IST)
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
          aria-invalid={atError ? true : undefined}
          aria-describedby={atError ? `${id}-at-error` : undefined}
          className="min-h-11 rounded-lg border border-gray-300 px-3"
        />
      </div>
      <button
        type="button"
        className={buttonClass({ variant: "secondary", size: "sm" })}
        disabled={busy}
        onClick={() => void run({ action: "schedule", at }, "Publish time set.")}
      >
        Schedule
      </button>
      {state.publishAt ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", size: "sm" })}
          disabled={busy}
          onClick={() => void run({ action: "unschedule" }, "Publish time cancelled.")}
        >
          Cancel schedule
        </button>
      ) : null}
      {atError ? (
        <p id={`${id}-at-error`} role="alert" className="w-full text-sm font-medium text-red-700">
          {atError}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Drafts and publishing in the console (docs/publishing.md): publish now, or at a chosen IST time,
 * or take that time back. The server refuses a time in the past, said at the field.
 */
export function PublishPanel({ endpoint, state, canEdit, noun, preview }: Props) {
  const change = usePublishingChange(endpoint);
  const id = useId();
  const draft = !state.publishedAt;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" data-testid="publish-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
          Publishing
        </h2>
        {preview ? (
          <Link to={preview} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Preview<span className="sr-only"> the {noun}</span>
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-800" role="status">
        {publishingStatus(state, noun)}
      </p>
      {draft && canEdit ? <DraftControls id={id} state={state} change={change} /> : null}
    </section>
  );
}
