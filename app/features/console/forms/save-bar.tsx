import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button-class.ts";

/**
 * A console form's save button, waiting while it saves, with "Unsaved changes" beside it; a reader
 * without the right to save sees `readOnly` instead.
 */
export function SaveBar({
  canEdit,
  submitting,
  dirty,
  label,
  readOnly,
  className = "flex flex-wrap items-center gap-3",
  readOnlyClassName = "text-gray-700",
}: {
  canEdit: boolean;
  submitting: boolean;
  /** Whether the form differs from what is saved; undefined: not said. */
  dirty?: boolean;
  label: string;
  readOnly: ReactNode;
  className?: string;
  readOnlyClassName?: string;
}) {
  if (!canEdit) return <p className={readOnlyClassName}>{readOnly}</p>;
  return (
    <div className={className}>
      <button type="submit" className={buttonClass()} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? "Saving..." : label}
      </button>
      {dirty ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
    </div>
  );
}
