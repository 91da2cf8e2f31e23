import { useEffect, useState } from "react";
import type { City, Country, State } from "#shared/api-types.ts";
import { loadList } from "./api.ts";
import { SelectField } from "./fields.tsx";

export type Place = { countryId: string; stateId: string; cityId: string };

/** Loads a list whenever `url` changes; answers for an older url are dropped. */
function useList<T extends { _id: string }>(url: string | null): T[] {
  const [list, setList] = useState<{ url: string | null; items: T[] }>({ url: null, items: [] });
  useEffect(() => {
    if (!url) return;
    let current = true;
    loadList<T & Record<string, string>>(url).then((items) => {
      if (current) setList({ url, items });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return list.url === url ? list.items : [];
}

/**
 * Country → state → city (spec §2, §4): state is disabled until a country is chosen, city until a state
 * is chosen; choosing a country clears state and city, choosing a state clears the city.
 */
export function LocationFields({
  value,
  onChange,
  errors,
}: {
  value: Place;
  onChange: (patch: Partial<Place>) => void;
  errors: Partial<Record<keyof Place, string>>;
}) {
  const countries = useList<Country>("/api/location/list/country");
  const states = useList<State>(value.countryId ? `/api/location/list/state/country/${value.countryId}` : null);
  const cities = useList<City>(value.stateId ? `/api/location/list/city/state/${value.stateId}` : null);

  return (
    <>
      <SelectField
        id="reg-countryId"
        label="Country"
        required
        placeholder="Select country"
        value={value.countryId}
        error={errors.countryId}
        options={countries.map((c) => ({ value: c._id, label: c.countryName }))}
        onChange={(event) => onChange({ countryId: event.target.value, stateId: "", cityId: "" })}
      />
      <SelectField
        id="reg-stateId"
        label="State"
        required
        placeholder="Select state"
        disabled={!value.countryId}
        value={value.stateId}
        error={errors.stateId}
        options={states.map((s) => ({ value: s._id, label: s.stateName }))}
        onChange={(event) => onChange({ stateId: event.target.value, cityId: "" })}
      />
      <SelectField
        id="reg-cityId"
        label="City"
        required
        placeholder="Select city"
        disabled={!value.stateId}
        value={value.cityId}
        error={errors.cityId}
        options={cities.map((c) => ({ value: c._id, label: c.cityName }))}
        onChange={(event) => onChange({ cityId: event.target.value })}
      />
    </>
  );
}
