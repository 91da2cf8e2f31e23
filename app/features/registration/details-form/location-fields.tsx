import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "#app/components/ui/select.tsx";
import type { City, Country, State } from "#shared/api-types.ts";
import { loadList } from "../api.ts";
import { useFieldError } from "./form-section";
import type { FormValues } from "./form-values";

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
 * Country → state → city (docs/product-rules.md#registration): state is disabled until a country is chosen, city until a state
 * is chosen; choosing a country clears state and city, choosing a state clears the city.
 */
export function LocationFields() {
  const { register, setValue, control, formState } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const [countryId, stateId] = useWatch({ control, name: ["countryId", "stateId"] });
  const countries = useList<Country>("/api/location/list/country");
  const states = useList<State>(countryId ? `/api/location/list/state/country/${countryId}` : null);
  const cities = useList<City>(stateId ? `/api/location/list/city/state/${stateId}` : null);
  // Once Next was pressed, a cleared place shows its message at once, like any other field.
  const clear = (...fields: ("stateId" | "cityId")[]) => {
    for (const field of fields) setValue(field, "", { shouldValidate: formState.isSubmitted });
  };

  return (
    <>
      <SelectField
        id="reg-countryId"
        label="Country"
        required
        placeholder="Select country"
        error={errorOf("countryId")}
        options={countries.map((c) => ({ value: c._id, label: c.countryName }))}
        {...register("countryId", { onChange: () => clear("stateId", "cityId") })}
      />
      <SelectField
        id="reg-stateId"
        label="State"
        required
        placeholder="Select state"
        disabled={!countryId}
        error={errorOf("stateId")}
        options={states.map((s) => ({ value: s._id, label: s.stateName }))}
        {...register("stateId", { onChange: () => clear("cityId") })}
      />
      <SelectField
        id="reg-cityId"
        label="City"
        required
        placeholder="Select city"
        disabled={!stateId}
        error={errorOf("cityId")}
        options={cities.map((c) => ({ value: c._id, label: c.cityName }))}
        {...register("cityId")}
      />
    </>
  );
}
