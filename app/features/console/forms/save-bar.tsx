import { type ReactNode, useRef } from "react";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { useStickyBarRoom } from "./use-sticky-bar-room";

/**
 * A bar pinned to the window's bottom edge across <main>'s full width: its negative margins and padding
 * are <main>'s own padding (px-4, lg:px-6, 2xl:px-8 in shell/console-shell.tsx), so it is never wider
 * than the page (a wider one scrolled the whole page sideways by 8 px at 1280 px).
 */
const stickyClass =
  "sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur lg:-mx-6 lg:px-6 2xl:-mx-8 2xl:px-8";

/**
 * A console form's save button, waiting while it saves, with "Unsaved changes" beside it; a reader
 * without the right to save sees `readOnly` instead. `sticky`: pinned to the bottom of the window while
 * the form scrolls, the page keeping room for it so a focused field is never under it.
 */
export function SaveBar({
  canEdit,
  submitting,
  dirty,
  label,
  readOnly,
  sticky = false,
  className = "flex flex-wrap items-center gap-3",
  readOnlyClassName = "text-gray-700",
}: {
  canEdit: boolean;
  submitting: boolean;
  /** Whether the form differs from what is saved; undefined: not said. */
  dirty?: boolean;
  label: string;
  readOnly: ReactNode;
  sticky?: boolean;
  className?: string;
  readOnlyClassName?: string;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBarRoom(bar, sticky && canEdit);
  if (!canEdit) return <p className={readOnlyClassName}>{readOnly}</p>;
  return (
    <div ref={bar} className={sticky ? stickyClass : className}>
      <button type="submit" className={buttonClass()} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? "Saving..." : label}
      </button>
      {dirty ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
    </div>
  );
}
