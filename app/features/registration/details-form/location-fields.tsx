import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { City, Country, PincodePlace, State } from "#shared/api-types.ts";
import { normalisePincode } from "#shared/registration/forgiving-input.ts";
import { loadList } from "../api.ts";
import { findPlacesByPincode } from "../places-api";
import { useFieldError } from "./form-section";
import { type FormValues, noCity } from "./form-values";
import { PincodePlaces } from "./pincode-places";
import { TownCombobox } from "./town-combobox";
import { UnlistedTown } from "./unlisted-town";

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

/** The country a new form starts with: nearly every creator lives in India (named in the page's language). */
const DEFAULT_COUNTRY = ["India", "भारत"];

/**
 * What choosing a place does: a pincode offers its towns, a town fills its place, and each choice is
 * checked at once. Once Next was pressed, a cleared place shows its message at once, like any other field.
 */
function usePlaceChoices() {
  const { setValue, getValues, trigger, formState } = useFormContext<FormValues>();
  const [pincodeAnswer, setPincodeAnswer] = useState<{ pincode: string; places: PincodePlace[] } | null>(null);
  const [typingTown, setTypingTown] = useState(false);
  const clear = (...fields: ("stateId" | "cityId")[]) => {
    for (const field of fields) setValue(field, "", { shouldValidate: formState.isSubmitted });
    if (fields.includes("cityId")) setValue("city", noCity);
  };
  const check = (field: "countryId" | "stateId" | "cityId") => {
    if (getValues(field) !== "") void trigger(field);
  };
  const chooseTown = (town: City) => {
    setValue("city", { name: town.cityName, districtId: town.districtId, districtName: town.districtName, listed: town.listed !== false });
    setValue("cityId", town._id, { shouldDirty: true });
    setTypingTown(false);
    check("cityId");
  };
  const choosePincodePlace = (place: PincodePlace) => {
    if (getValues("countryId") !== place.countryId) setValue("countryId", place.countryId);
    if (getValues("stateId") !== place.stateId) setValue("stateId", place.stateId);
    check("countryId");
    check("stateId");
    chooseTown(place);
  };
  const lookUpPincode = async (typed: string) => {
    const pincode = normalisePincode(typed);
    if (!/^[1-9]\d{5}$/.test(pincode)) return setPincodeAnswer(null);
    const chosen = getValues(["stateId", "cityId"]).join();
    const places = await findPlacesByPincode(pincode);
    if (places === null || normalisePincode(getValues("pincode")) !== pincode) return;
    setPincodeAnswer({ pincode, places });
    // A place chosen by hand while the answer was on its way (slow 4G) stays: a late answer does not undo it.
    if (getValues(["stateId", "cityId"]).join() !== chosen) return;
    const states = new Set(places.map((p) => p.stateId));
    const [only] = places;
    if (places.length === 1 && only) choosePincodePlace(only);
    else if (states.size === 1 && only && getValues("stateId") !== only.stateId) {
      setValue("countryId", only.countryId);
      setValue("stateId", only.stateId);
      clear("cityId");
    }
  };
  return { pincodeAnswer, typingTown, setTypingTown, clear, check, chooseTown, choosePincodePlace, lookUpPincode };
}

type PlaceChoices = ReturnType<typeof usePlaceChoices>;

/** India, once the countries have arrived, for a form that holds no country yet. */
function useDefaultCountry(countries: Country[], check: PlaceChoices["check"]) {
  const { setValue, getValues } = useFormContext<FormValues>();
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || countries.length === 0) return;
    defaulted.current = true;
    const india = countries.find((country) => DEFAULT_COUNTRY.includes(country.countryName));
    if (india && getValues("countryId") === "") {
      setValue("countryId", india._id);
      check("countryId");
    }
  });
}

/** The pincode, and the towns it may be when it is more than one. */
function PincodeField({ choices, cityId }: { choices: PlaceChoices; cityId: string }) {
  const m = useMessages("registration").details;
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const { pincodeAnswer } = choices;
  return (
    <>
      <TextField
        id="reg-pincode"
        label={m.pincode}
        hint={m.pincodeHint}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={8}
        error={errorOf("pincode")}
        {...register("pincode", { onChange: (event) => void choices.lookUpPincode(event.target.value) })}
      />
      {pincodeAnswer ? (
        <PincodePlaces
          pincode={pincodeAnswer.pincode}
          places={pincodeAnswer.places}
          chosenId={cityId}
          onChoose={choices.choosePincodePlace}
        />
      ) : null}
    </>
  );
}

/**
 * Pincode, then country → state → city (docs/product-rules.md#registration, docs/places.md): a
 * 6-digit pincode fills state and town (several towns are offered), which can still be changed. State
 * is disabled until a country is chosen, city until a state is chosen; choosing a country clears
 * state and city, choosing a state clears the city. The city is searched by typing; a town that is
 * missing is typed with its district. Each choice is checked at once, eligibility included.
 */
export function LocationFields() {
  const m = useMessages("registration").details;
  const { register, control } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  // Controlled: a value restored from a draft must show once its list has arrived.
  const [countryId, stateId, city] = useWatch({ control, name: ["countryId", "stateId", "city"] });
  const cityId = useWatch({ control, name: "cityId" });
  const countries = useList<Country>("/api/location/list/country");
  const states = useList<State>(countryId ? `/api/location/list/state/country/${countryId}` : null);
  const choices = usePlaceChoices();
  const { clear, check, chooseTown, typingTown, setTypingTown } = choices;
  useDefaultCountry(countries, check);

  return (
    <>
      <PincodeField choices={choices} cityId={cityId} />
      <SelectField
        id="reg-countryId"
        label={m.country}
        required
        placeholder={m.selectCountry}
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
        label={m.state}
        required
        placeholder={m.selectState}
        disabled={!countryId}
        error={errorOf("stateId")}
        options={states.map((s) => ({ value: s._id, label: s.stateName }))}
        value={stateId}
        {...register("stateId", {
          onChange: () => {
            clear("cityId");
            setTypingTown(false);
            check("stateId");
          },
        })}
      />
      <TownCombobox
        id="reg-cityId"
        stateId={stateId}
        chosen={city ?? noCity}
        error={errorOf("cityId")}
        onChoose={chooseTown}
        onNotListed={() => setTypingTown(true)}
      />
      {typingTown && stateId ? <UnlistedTown stateId={stateId} onDone={chooseTown} onCancel={() => setTypingTown(false)} /> : null}
    </>
  );
}
