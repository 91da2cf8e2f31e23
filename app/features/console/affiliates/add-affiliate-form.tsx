import { CreateAffiliateSchema } from "#shared/console/affiliates.ts";
import { TextField } from "../../../components/ui/field";
import { AddAccountForm } from "../forms/add-account-form";
import { checkWith } from "../forms/use-form-submit";

/**
 * What the CLI's `affiliate create` asks: name, e-mail, mobile and an optional code. The password is
 * generated and shown once, to pass on privately; the server applies the CLI's rules.
 */
export function AddAffiliateForm({ onAdded }: { onAdded: () => void }) {
  return (
    <AddAccountForm
      url="/api/admin/affiliates"
      check={(values) => checkWith(CreateAffiliateSchema, values)}
      nameHint="First name, then last name."
      submitLabel="Add affiliate"
      onAdded={onAdded}
      fields={(errors) => (
        <>
          <TextField id="mobile" label="Mobile (optional)" type="tel" autoComplete="off" error={errors.fields.mobile} liveError />
          <TextField
            id="code"
            label="Code (optional)"
            autoComplete="off"
            hint="Made from the first name when left empty, e.g. ASHA7KQ2."
            error={errors.fields.code}
            liveError
          />
        </>
      )}
    />
  );
}
