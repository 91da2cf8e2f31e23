import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { inputClass } from "#app/components/ui/field.tsx";
import type { PlaceKind, PlaceOption } from "#shared/console/contest-api.ts";
import { apiGet } from "../../../lib/api-client";
import { failedCallMessage } from "../forms/form-errors";

const placeLabel = (place: PlaceOption) => (place.within ? `${place.name}, ${place.within}` : place.name);

/** A search's matches, or why there are none. */
export type PlaceFound = { ok: true; options: PlaceOption[] } | { ok: false; message: string };

/** The console's search of every place of a kind. */
const searchEverywhere =
  (kind: PlaceKind) =>
  async (text: string): Promise<PlaceFound> => {
    const result = await apiGet<{ data: PlaceOption[] }>(`/api/admin/contests/places?kind=${kind}&q=${encodeURIComponent(text)}`);
    if (result.ok) return { ok: true, options: result.body.data };
    return { ok: false, message: failedCallMessage(result) };
  };

type PlacePickerProps = {
  id: string;
  label: string;
  kind: PlaceKind;
  value: string[];
  /** Names of places already chosen, by id. */
  known: Record<string, PlaceOption>;
  onChange: (ids: string[], picked?: PlaceOption) => void;
  /** Searches within an area instead of everywhere (a city within the chosen states)… */
  search?: (text: string) => Promise<PlaceFound>;
  /** …named by this key: when it changes, the matches shown for the last area go. */
  area?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

type PlaceSearch = ReturnType<typeof usePlaceSearch>;

/**
 * The type-ahead's state: what is typed, the server's matches (minus the places already chosen), the
 * highlighted one and whether the list is open. A newer request, or a new area, makes an older answer stale.
 */
function usePlaceSearch(
  kind: PlaceKind,
  value: string[],
  onChange: PlacePickerProps["onChange"],
  find: PlacePickerProps["search"],
  area: string,
) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const request = useRef(0);
  const search = useRef(find);
  search.current = find;
  const [shownArea, setShownArea] = useState(area);
  if (shownArea !== area) {
    // Another area: its old matches are not offered, even for the moment before the new ones come.
    setShownArea(area);
    setOptions([]);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new area searches again (the search itself may be new each render)
  useEffect(() => {
    // Any change makes an answer still on its way stale (one for the last area above all).
    const ticket = ++request.current;
    if (!open) return;
    const timer = setTimeout(async () => {
      const result = await (search.current ?? searchEverywhere(kind))(text.trim());
      if (ticket !== request.current) return;
      if (result.ok) {
        setOptions(result.options.filter((option) => !value.includes(option._id)));
        setActive(0);
        setLoadError(null);
      } else setLoadError(result.message);
    }, 200);
    return () => clearTimeout(timer);
  }, [text, open, kind, value, area]);

  const pick = (option: PlaceOption | undefined) => {
    if (!option) return;
    onChange([...value, option._id], option);
    setText("");
    setOptions((current) => current.filter((o) => o._id !== option._id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      if (open && options.length > 0) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };
  return { text, setText, options, open, setOpen, active, loadError, pick, onKeyDown, expanded: open && options.length > 0 };
}

/** The chosen places as chips, each with its remove button. */
function ChosenPlaces({
  label,
  value,
  known,
  disabled,
  onRemove,
}: {
  label: string;
  value: string[];
  known: Record<string, PlaceOption>;
  disabled?: boolean;
  onRemove: (placeId: string) => void;
}) {
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label={`${label} chosen`}>
      {value.map((placeId) => {
        const place = known[placeId];
        const name = place ? placeLabel(place) : "Unknown place";
        return (
          <li key={placeId} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
            {name}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(placeId)}
              className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-brand-100"
              aria-label={`Remove ${name}`}
            >
              ✕
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The server's matches; the highlighted one follows the arrows. */
function PlaceOptions({ listId, label, search }: { listId: string; label: string; search: PlaceSearch }) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={`${label} matches`}
      hidden={!search.expanded}
      className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
    >
      {search.options.map((option, index) => (
        <div
          key={option._id}
          id={`${listId}-${option._id}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === search.active}
          // Picks before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            search.pick(option);
          }}
          className={`cursor-pointer px-4 py-2.5 text-sm ${index === search.active ? "bg-brand-50 text-brand-900" : "text-gray-800"}`}
        >
          {option.name}
          {option.within ? <span className="text-gray-600">, {option.within}</span> : null}
        </div>
      ))}
    </div>
  );
}

/** The text input and its list of matches, tied together as an ARIA combobox. */
function PlaceCombobox({
  id,
  label,
  kind,
  invalid,
  describedBy,
  disabled,
  search,
}: {
  id: string;
  label: string;
  kind: PlaceKind;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
  search: PlaceSearch;
}) {
  const listId = useId();
  const highlighted = search.options[search.active];
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={search.expanded}
        aria-controls={listId}
        aria-activedescendant={search.expanded && highlighted ? `${listId}-${highlighted._id}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={`Type to find a ${kind}`}
        value={search.text}
        disabled={disabled}
        onChange={(event) => {
          search.setText(event.currentTarget.value);
          search.setOpen(true);
        }}
        onFocus={() => search.setOpen(true)}
        onBlur={() => setTimeout(() => search.setOpen(false), 150)}
        onKeyDown={search.onKeyDown}
        className={inputClass}
      />
      <PlaceOptions listId={listId} label={label} search={search} />
    </div>
  );
}

/**
 * A type-ahead multi-picker of countries, states or cities (the contest's eligibility). Typing asks
 * the server for matching names; arrows move through them, Enter picks, Escape closes. Chosen places
 * show as chips with a remove button. No places means no restriction at that level.
 */
export function PlacePicker({ id, label, kind, value, known, onChange, search: find, area = "", error, hint, disabled }: PlacePickerProps) {
  const search = usePlaceSearch(kind, value, onChange, find, area);
  const hintId = useId();
  const describedBy = [hint ? hintId : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {value.length > 0 ? (
        <ChosenPlaces
          label={label}
          value={value}
          known={known}
          disabled={disabled}
          onRemove={(placeId) => onChange(value.filter((v) => v !== placeId))}
        />
      ) : null}
      <PlaceCombobox
        id={id}
        label={label}
        kind={kind}
        invalid={Boolean(error)}
        describedBy={describedBy}
        disabled={disabled}
        search={search}
      />
      {search.open && search.loadError ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {search.loadError}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
