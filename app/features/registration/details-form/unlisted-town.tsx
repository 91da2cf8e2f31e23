import { useEffect, useState } from "react";
import { SelectField } from "#app/components/ui/select.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { City, District } from "#shared/api-types.ts";
import { UnlistedTownSchema } from "#shared/registration/unlisted-town-schema.ts";
import { useKnownMessage } from "../known-messages.tsx";
import { addUnlistedTown, listDistricts } from "../places-api";

/** The state's districts, to pick the town's from. */
function useDistricts(stateId: string): District[] {
  const [districts, setDistricts] = useState<District[]>([]);
  useEffect(() => {
    let current = true;
    void listDistricts(stateId).then((list) => current && setDistricts(list));
    return () => {
      current = false;
    };
  }, [stateId]);
  return districts;
}

/** Checks the town with the shared rules, then has the server keep it; a problem shows at its field. */
function useSaveUnlistedTown(districtId: string, townName: string, onDone: (town: City) => void) {
  const m = useMessages("registration").details;
  const [error, setError] = useState<{ field: "district" | "town" | "form"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const checked = UnlistedTownSchema.safeParse({ districtId, townName });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError({ field: issue?.path[0] === "districtId" ? "district" : "town", message: issue?.message ?? "" });
      return;
    }
    setBusy(true);
    const answer = await addUnlistedTown(checked.data.districtId, checked.data.townName).finally(() => setBusy(false));
    if ("city" in answer) onDone(answer.city);
    else setError({ field: "form", message: answer.message ?? m.townSaveFailed });
  };
  return { error, busy, save };
}

/**
 * 'My town is not listed' (docs/places.md#my-town-is-not-listed): the creator types the town and
 * picks its district; the server keeps it for an organiser to add or merge, and answers the place
 * the form then holds as its city.
 */
export function UnlistedTown({ stateId, onDone, onCancel }: { stateId: string; onDone: (town: City) => void; onCancel: () => void }) {
  const m = useMessages("registration").details;
  const t = useKnownMessage();
  const districts = useDistricts(stateId);
  const [districtId, setDistrictId] = useState("");
  const [townName, setTownName] = useState("");
  const { error, busy, save } = useSaveUnlistedTown(districtId, townName, onDone);

  return (
    <fieldset className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:col-span-2">
      <legend className="float-left text-sm font-semibold text-brand-900">{m.unlistedLegend}</legend>
      <TextField
        id="reg-unlisted-town"
        label={m.yourTown}
        required
        autoComplete="address-level2"
        value={townName}
        error={error?.field === "town" ? t(error.message) : null}
        onChange={(event) => setTownName(event.target.value)}
      />
      <SelectField
        id="reg-unlisted-district"
        label={m.districtLabel}
        required
        placeholder={m.selectDistrict}
        options={districts.map((d) => ({ value: d._id, label: d.districtName }))}
        value={districtId}
        error={error?.field === "district" ? t(error.message) : null}
        onChange={(event) => setDistrictId(event.target.value)}
      />
      {error?.field === "form" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(error.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void save()} busy={busy}>
          {m.useTown}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.backToList}
        </Button>
      </div>
    </fieldset>
  );
}
