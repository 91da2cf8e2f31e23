import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { PincodePlace } from "#shared/api-types.ts";
import { townLabel } from "./town-combobox";

/**
 * What a pincode told us: nothing known, or the towns it serves when there are several, for the
 * creator to pick theirs (docs/places.md#pincode-first). One town is chosen without asking.
 */
export function PincodePlaces({
  pincode,
  places,
  chosenId,
  onChoose,
}: {
  pincode: string;
  places: PincodePlace[];
  chosenId: string;
  onChoose: (place: PincodePlace) => void;
}) {
  const m = useMessages("registration").details;
  const f = useFormat();
  if (places.length === 0) {
    return (
      <p className="text-sm text-gray-700 sm:col-span-2" role="status">
        {f.fill(m.pincodeUnknown, { pincode })}
      </p>
    );
  }
  if (places.length === 1) return null;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">{f.fill(m.pincodeTowns, { pincode })}</legend>
      <div className="grid max-h-72 gap-1 overflow-auto rounded-xl border border-gray-200 p-2">
        {places.map((place) => (
          <label key={place._id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-50">
            <input
              type="radio"
              name="reg-pincode-town"
              className="size-5 accent-brand-700"
              checked={chosenId === place._id}
              onChange={() => onChoose(place)}
            />
            <span className="text-base text-ink">{townLabel({ name: place.cityName, districtName: place.districtName }, m.district)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
