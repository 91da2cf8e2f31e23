import type { City } from "#shared/api-types.ts";
import type { PlaceOption } from "#shared/console/contest-api.ts";

/**
 * Every eligibility level applies (shared/registration/eligibility.ts): a contest that names states and
 * cities takes a creator in one of the states and one of the cities. So once states are chosen, the
 * city picker offers their towns only, and a chosen city in none of them is dropped (nobody could enter
 * from it). With no state chosen, every city stays and every city is offered.
 */

/** A place as the eligibility pickers keep it; a town found within the chosen states also knows its state. */
export type KnownPlace = PlaceOption & { stateId?: string };

export const CITY_OFFER_LIMIT = 20;

/** "Hisar district, Haryana" or "Haryana": how a town's label names its state. */
const labelNamesState = (within: string | null, stateName: string) => within === stateName || Boolean(within?.endsWith(`, ${stateName}`));

/** Whether a town lies in one of the states: by its state's id when known, else by its label (a saved town). */
export function cityInStates(city: KnownPlace | undefined, states: readonly KnownPlace[]): boolean {
  if (!city) return false;
  if (city.stateId) return states.some((state) => state._id === city.stateId);
  return states.some((state) => labelNamesState(city.within, state.name));
}

/** The chosen cities that still may be chosen once the states are `stateIds`, in their order. */
export function citiesToKeep(
  cityIds: readonly string[],
  stateIds: readonly string[],
  known: Readonly<Record<string, KnownPlace>>,
): string[] {
  if (stateIds.length === 0) return [...cityIds];
  const states = stateIds.map((id) => known[id]).filter((state): state is KnownPlace => state !== undefined);
  return cityIds.filter((id) => cityInStates(known[id], states));
}

/**
 * What the city picker offers from the towns the chosen states' searches found: only towns of those
 * states (an answer for states since removed is ignored), each once, none already chosen; names that
 * start with the text first, at most 20.
 */
export function offeredCities(
  towns: readonly City[],
  states: readonly KnownPlace[],
  text: string,
  chosen: readonly string[],
): KnownPlace[] {
  const typed = text.trim().toLowerCase();
  const starts = (name: string) => (typed !== "" && !name.toLowerCase().startsWith(typed) ? 1 : 0);
  const seen = new Set(chosen);
  const offered: KnownPlace[] = [];
  for (const town of towns) {
    const state = states.find((s) => s._id === town.stateId);
    if (!state || seen.has(town._id)) continue;
    seen.add(town._id);
    const within = town.districtName ? `${town.districtName} district, ${state.name}` : state.name;
    offered.push({ _id: town._id, name: town.cityName, within, stateId: state._id });
  }
  // Stable: each state's own order (its district's town first) holds within each group.
  return offered.sort((a, b) => starts(a.name) - starts(b.name)).slice(0, CITY_OFFER_LIMIT);
}
