import { useRevalidator } from "react-router";
import { AddPlaceForm } from "../../features/console/places/add-place-form";
import { PlacesView } from "../../features/console/places/places-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/places";
import { loadPlaces } from "./places.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPlaces(context, request);
}

export default function ConsolePlaces({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { list, query, states, canEdit } = loaderData;
  return (
    <>
      <title>Places · Console</title>
      <ConsolePageHeader
        title="Places"
        description="The towns creators choose from, found by name or pincode. Towns creators typed because theirs was missing wait under Typed by creators."
      />
      <div className="grid grid-cols-1 gap-8">
        <PlacesView list={list} query={query} states={states} canEdit={canEdit} />
        {canEdit ? (
          <section aria-labelledby="add-place" className="max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            <h2 id="add-place" className="mb-4 text-lg font-semibold text-ink">
              Add a place
            </h2>
            <AddPlaceForm states={states} onAdded={() => void revalidator.revalidate()} />
          </section>
        ) : null}
      </div>
    </>
  );
}
