import { useEffect, useRef, useState } from "react";
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

/** The country a new form starts with: nearly every creator lives in India. */
const DEFAULT_COUNTRY = "India";

/**
 * Country → state → city (docs/product-rules.md#registration): state is disabled until a country is chosen, city until a state
 * is chosen; choosing a country clears state and city, choosing a state clears the city. Country
 * starts as India. Each choice is checked at once, eligibility included, so a creator from a place
 * the contest does not take learns it before typing the rest.
 */
export function LocationFields() {
  const { register, setValue, getValues, control, trigger, formState } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  // Controlled: a value restored from a draft must show once its list has arrived.
  const [countryId, stateId, cityId] = useWatch({ control, name: ["countryId", "stateId", "cityId"] });
  const countries = useList<Country>("/api/location/list/country");
  const states = useList<State>(countryId ? `/api/location/list/state/country/${countryId}` : null);
  const cities = useList<City>(stateId ? `/api/location/list/city/state/${stateId}` : null);
  // Once Next was pressed, a cleared place shows its message at once, like any other field.
  const clear = (...fields: ("stateId" | "cityId")[]) => {
    for (const field of fields) setValue(field, "", { shouldValidate: formState.isSubmitted });
  };
  const check = (field: "countryId" | "stateId" | "cityId") => {
    if (getValues(field) !== "") void trigger(field);
  };

  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || countries.length === 0) return;
    defaulted.current = true;
    const india = countries.find((country) => country.countryName === DEFAULT_COUNTRY);
    if (india && getValues("countryId") === "") {
      setValue("countryId", india._id);
      check("countryId");
    }
  });

  return (
    <>
      <SelectField
        id="reg-countryId"
        label="Country"
        required
        placeholder="Select country"
        error={errorOf("countryId")}
        options={countries.map((c) => ({ value: c._id, label: c.countryName }))}
        value={countryId}
        {...register("countryId", {
          onChange: () => {
            clear("stateId", "cityId");
            check("countryId");
          },
        })}
      />
      <SelectField
        id="reg-stateId"
        label="State"
        required
        placeholder="Select state"
        disabled={!countryId}
        error={errorOf("stateId")}
        options={states.map((s) => ({ value: s._id, label: s.stateName }))}
        value={stateId}
        {...register("stateId", {
          onChange: () => {
            clear("cityId");
            check("stateId");
          },
        })}
      />
      <SelectField
        id="reg-cityId"
        label="City"
        required
        placeholder="Select city"
        disabled={!stateId}
        error={errorOf("cityId")}
        options={cities.map((c) => ({ value: c._id, label: c.cityName }))}
        value={cityId}
        {...register("cityId", { onChange: () => check("cityId") })}
      />
    </>
  );
}
