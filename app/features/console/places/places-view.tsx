import { useState } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { notifyError } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { PLACE_TABS, type PlaceTab, placeTabLabels } from "#shared/console/place-tabs.ts";
import type { ConsolePlaceView, PlaceListOptions, PlaceListView } from "#shared/console/places.ts";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { changePlace, placeWithin } from "./place-actions";
import { ListTypedTownDialog, MergeTypedTownDialog, RenamePlaceDialog } from "./place-dialogs";

export type ConsoleState = { id: string; name: string; country: string; hasDistricts: boolean };

type Props = { list: PlaceListView; query: PlaceListOptions; states: ConsoleState[]; canEdit: boolean };
type Opened = { place: ConsolePlaceView; dialog: "rename" | "merge" | "list" } | null;

// Row actions name their row with aria-label (as in the other console lists).
const actionClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-500";

function tabHref(location: { pathname: string; search: string }, tab: PlaceTab): string {
  const params = new URLSearchParams(location.search);
  params.delete("page");
  if (tab === "listed") params.delete("status");
  else params.set("status", tab);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

function HideButton({ place }: { place: ConsolePlaceView }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const hide = place.status === "listed";
  const run = async () => {
    setBusy(true);
    const result = await changePlace(`/${place.id}/${hide ? "hide" : "show"}`);
    setBusy(false);
    if (result.ok) await revalidator.revalidate();
    else if (result.errors.message) notifyError(result.errors.message);
  };
  return (
    <button
      type="button"
      className={actionClass}
      disabled={busy}
      onClick={() => void run()}
      aria-label={`${hide ? "Hide" : "Show"} ${place.name}, ${placeWithin(place)}`}
    >
      {hide ? "Hide" : "Show"}
    </button>
  );
}

const emptyTab: Record<PlaceTab, string> = {
  listed: "No listed places.",
  hidden: "No hidden places.",
  unlisted: "No towns typed by creators are waiting.",
};

const column = consoleColumns<ConsolePlaceView>();

function placeColumns(canEdit: boolean, open: (opened: Opened) => void): ConsoleColumn<ConsolePlaceView>[] {
  const actions = (p: ConsolePlaceView) => {
    const named = `${p.name}, ${placeWithin(p)}`;
    if (p.status === "unlisted")
      return (
        <>
          <button type="button" className={actionClass} onClick={() => open({ place: p, dialog: "merge" })} aria-label={`Merge ${named}`}>
            Merge
          </button>
          <button
            type="button"
            className={actionClass}
            onClick={() => open({ place: p, dialog: "list" })}
            aria-label={`Add as place: ${named}`}
          >
            Add as place
          </button>
        </>
      );
    return (
      <>
        <button type="button" className={actionClass} onClick={() => open({ place: p, dialog: "rename" })} aria-label={`Rename ${named}`}>
          Rename
        </button>
        <HideButton place={p} />
      </>
    );
  };
  return [
    column.accessor("name", { header: "Place", cell: (info) => <span className="font-semibold">{info.getValue()}</span> }),
    column.display({
      id: "within",
      header: "District and state",
      cell: ({ row: { original: p } }) => <span className="block min-w-40">{placeWithin(p)}</span>,
    }),
    column.accessor("pincodes", {
      header: "Pincodes",
      cell: (info) => <span className="block min-w-20 tabular-nums">{info.getValue().join(", ") || "—"}</span>,
    }),
    column.accessor("creators", { header: "Creators", meta: { numeric: true }, cell: (info) => info.getValue().toLocaleString("en-IN") }),
    ...(canEdit
      ? [
          column.display({
            id: "actions",
            header: "Actions",
            cell: ({ row: { original: p } }) => <div className="flex flex-nowrap">{actions(p)}</div>,
          }),
        ]
      : []),
  ];
}

/**
 * The console's places: a tab per status with its count, a search by name or pincode within a state,
 * 50 a page. Editors rename, hide and show places, and merge or add the towns creators typed.
 */
export function PlacesView({ list, query, states, canEdit }: Props) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    void revalidator.revalidate();
  };
  const tab = query.status;
  return (
    <div className="grid grid-cols-1 gap-4">
      <nav aria-label="Place status">
        <ul className="flex flex-wrap gap-2">
          {PLACE_TABS.map((each) => (
            <li key={each}>
              <Link
                to={tabHref(location, each)}
                aria-current={each === tab ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ${
                  each === tab ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-800 ring-gray-300 hover:bg-gray-50"
                }`}
              >
                {placeTabLabels[each]}
                <span className="tabular-nums">({list.counts[each].toLocaleString("en-IN")})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        role="search"
        aria-label="Places"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4"
      >
        {tab === "listed" ? null : <input type="hidden" name="status" value={tab} />}
        <div className="min-w-48 flex-1">
          <label htmlFor="place-search" className="mb-1.5 block text-sm font-semibold text-gray-800">
            Name or pincode
          </label>
          <input id="place-search" name="q" type="search" defaultValue={query.q} autoComplete="off" className={inputClass} />
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="place-state" className="mb-1.5 block text-sm font-semibold text-gray-800">
            State
          </label>
          <select id="place-state" name="stateId" defaultValue={query.stateId} className={inputClass}>
            <option value="">Every state</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.country === "India" ? s.name : `${s.name} (${s.country})`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Search
        </button>
      </Form>
      <DataTable
        caption={tab === "unlisted" ? "Towns creators typed, most creators first" : `${placeTabLabels[tab]} places, by name`}
        columns={placeColumns(canEdit, setOpened)}
        rows={list.places}
        rowId={(row) => row.id}
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        empty={query.q ? `Nothing here matches "${query.q}".` : emptyTab[tab]}
      />
      {opened?.dialog === "rename" ? <RenamePlaceDialog place={opened.place} onClose={close} onDone={done} /> : null}
      {opened?.dialog === "merge" ? <MergeTypedTownDialog place={opened.place} onClose={close} onDone={done} /> : null}
      {opened?.dialog === "list" ? <ListTypedTownDialog place={opened.place} onClose={close} onDone={done} /> : null}
    </div>
  );
}
