import { useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { notifyError } from "#app/components/notify.ts";
import { PLACE_TABS, type PlaceTab, placeTabLabels } from "#shared/console/place-tabs.ts";
import type { ConsolePlaceView, PlaceListOptions, PlaceListView } from "#shared/console/places.ts";
import { type ConsoleColumn, consoleColumns, DataTable } from "../data-table/data-table";
import { FilterSelect, SearchForm, StatusTabs } from "../forms/filter-fields";
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
      <StatusTabs
        label="Place status"
        tabs={PLACE_TABS}
        current={tab}
        labels={placeTabLabels}
        counts={list.counts}
        href={(each) => tabHref(location, each)}
      />
      <SearchForm
        label="Places"
        keep={{ status: tab === "listed" ? null : tab }}
        box={{ id: "place-search", label: "Name or pincode", value: query.q, autoComplete: "off" }}
      >
        <FilterSelect
          className="min-w-48 flex-1"
          id="place-state"
          name="stateId"
          label="State"
          value={query.stateId}
          any="Every state"
          options={states.map((s) => [s.id, s.country === "India" ? s.name : `${s.name} (${s.country})`] as const)}
        />
      </SearchForm>
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
