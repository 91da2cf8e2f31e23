/** The contest form's small square buttons (move, remove, add), 44 px for a finger. */
export const listButtonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-white px-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400";

/**
 * Move one row of an ordered list up or down (earlier or later, for pictures in a row) and remove it,
 * each button named for the row ("Move prize 2 up"), so a screen reader knows which one it acts on.
 */
export function ListRowActions({
  noun,
  index,
  count,
  disabled,
  onMove,
  onRemove,
  layout = "column",
  remove = "word",
}: {
  noun: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** A column of rows moves up and down; a row of pictures earlier and later. */
  layout?: "column" | "row";
  /** "Remove" in words, or a ✕ where space is short. */
  remove?: "word" | "icon";
}) {
  const [back, forward, backArrow, forwardArrow] = layout === "row" ? ["earlier", "later", "←", "→"] : ["up", "down", "↑", "↓"];
  return (
    <>
      <button
        type="button"
        className={listButtonClass}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${noun} ${index + 1} ${back}`}
      >
        {backArrow}
      </button>
      <button
        type="button"
        className={listButtonClass}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${noun} ${index + 1} ${forward}`}
      >
        {forwardArrow}
      </button>
      {remove === "icon" ? (
        <button
          type="button"
          className={`${listButtonClass} text-red-700`}
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove ${noun} ${index + 1}`}
        >
          ✕
        </button>
      ) : (
        <button type="button" className={`${listButtonClass} px-3 text-red-700`} disabled={disabled} onClick={onRemove}>
          Remove<span className="sr-only">{` ${noun} ${index + 1}`}</span>
        </button>
      )}
    </>
  );
}

/** `list` with the item at `index` moved one place back (-1) or forward (1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}
