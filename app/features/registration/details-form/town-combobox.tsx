import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { errorId, FieldError, inputClass, RequiredMark } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { fill } from "#shared/i18n/catalogue.ts";
import type { City } from "#shared/api-types.ts";
import { searchTowns } from "../places-api";
import type { ChosenCity } from "./form-values";

/** What a town reads as in the list: its name, and its district ('{name} district'), which tells apart towns of one name. */
export const townLabel = (town: { name: string; districtName?: string }, district: string) =>
  town.districtName ? `${town.name}, ${fill(district, { name: town.districtName })}` : town.name;

/** The state's towns matching what was typed, asked of the server after a short pause in typing. */
function useTownSearch(stateId: string, query: string, open: boolean): { towns: City[]; searching: boolean } {
  const [found, setFound] = useState<{ key: string; towns: City[] }>({ key: "", towns: [] });
  const key = `${stateId}|${query.trim().toLowerCase()}`;
  useEffect(() => {
    if (!open || !stateId) return;
    let current = true;
    const timer = setTimeout(() => {
      void searchTowns(stateId, query.trim()).then((towns) => {
        if (current) setFound({ key, towns });
      });
    }, 180);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [stateId, query, open, key]);
  return { towns: found.key === key ? found.towns : [], searching: found.key !== key };
}

/** What is typed (null while the list is closed), the town the arrows point at, and the keys that move and choose. */
function useTownChoice(stateId: string, onChoose: (town: City) => void) {
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null && stateId !== "";
  const { towns, searching } = useTownSearch(stateId, query ?? "", open);
  const choose = (town: City) => {
    onChoose(town);
    setQuery(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setQuery("");
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (towns.length === 0 ? 0 : (index + step + towns.length) % towns.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const town = towns[active];
      if (town) choose(town);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setQuery(null);
    }
  };
  return { query, setQuery, active, setActive, open, towns, searching, choose, onKeyDown };
}

/** The towns found, each with its district; a tap chooses. */
function TownOptions({ listId, choice }: { listId: string; choice: ReturnType<typeof useTownChoice> }) {
  const m = useMessages("registration").details;
  const f = useFormat();
  const { open, towns, active, searching, choose } = choice;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={m.towns}
      hidden={!open}
      className="mt-1 max-h-64 overflow-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      {towns.map((town, index) => (
        <div
          key={town._id}
          id={`${listId}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`cursor-pointer px-4 py-3 text-base ${index === active ? "bg-brand-50 text-brand-900" : "text-ink"}`}
          // Chooses before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(town);
          }}
        >
          {town.cityName}
          {town.districtName ? (
            <span className="block text-sm text-gray-600">{f.fill(m.district, { name: town.districtName })}</span>
          ) : null}
        </div>
      ))}
      {open && !searching && towns.length === 0 ? <p className="px-4 py-3 text-sm text-gray-700">{m.noTown}</p> : null}
    </div>
  );
}

/** 'My town is not listed': closes the list and asks for the town's name and district instead. */
function NotListedButton({ onClick }: { onClick: () => void }) {
  const m = useMessages("registration").details;
  return (
    <button
      type="button"
      className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {m.townNotListed}
    </button>
  );
}

type TownComboboxProps = {
  id: string;
  stateId: string;
  chosen: ChosenCity;
  error?: string | null;
  onChoose: (town: City) => void;
  onNotListed: () => void;
};

/**
 * The City field as a combobox (WAI-ARIA 1.2 list autocomplete): typing asks the server for the
 * state's towns whose name starts with it (docs/places.md), arrows move through them, Enter or a tap
 * chooses. A state's 17,000 towns are never listed to scroll through.
 */
export function TownCombobox({ id, stateId, chosen, error, onChoose, onNotListed }: TownComboboxProps) {
  const m = useMessages("registration").details;
  const listId = useId();
  const choice = useTownChoice(stateId, onChoose);
  const { query, setQuery, active, open, towns } = choice;
  // The list closes a moment after the field is left (a tap on a town lands first); coming back
  // before then must not let that late close wipe what is typed next (seen on a busy phone).
  const closing = useRef(0);
  const shown = open ? (query ?? "") : chosen.name ? townLabel(chosen, m.district) : "";
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {m.city}
        <RequiredMark />
      </label>
      <input
        id={id}
        name={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && towns[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={error ? errorId(id) : undefined}
        disabled={!stateId}
        placeholder={stateId ? m.typeTown : m.selectStateFirst}
        className={inputClass}
        value={shown}
        onFocus={() => {
          clearTimeout(closing.current);
          setQuery((q) => q ?? "");
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          choice.setActive(0);
        }}
        onBlur={() => {
          closing.current = window.setTimeout(() => setQuery(null), 150);
        }}
        onKeyDown={choice.onKeyDown}
      />
      <TownOptions listId={listId} choice={choice} />
      {stateId ? (
        <NotListedButton
          onClick={() => {
            setQuery(null);
            onNotListed();
          }}
        />
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
