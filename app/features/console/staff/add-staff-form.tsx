import { CreateStaffSchema, STAFF_ROLES } from "#shared/console/staff-access.ts";
import { Field, TextField } from "../../../components/ui/field";
import { AddAccountForm } from "../forms/add-account-form";
import { checkWith } from "../forms/use-form-submit";
import { roleLabels } from "../shell/console-navigation";

const roleHints = {
  owner: "everything, staff included",
  editor: "contests, content, winners",
  viewer: "sees and exports",
  accountant: "payments and receipts only",
} as const;

/** An owner adds a staff member; a password left empty is generated and shown once, to pass on privately. */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  return (
    <AddAccountForm
      url="/api/admin/staff"
      check={(values) => checkWith(CreateStaffSchema, { ...values, role: values.role || undefined })}
      submitLabel="Add staff member"
      onAdded={onAdded}
      fields={(errors) => (
        <>
          <Field id="role" label="Role" error={errors.fields.role} liveError>
            {(control) => (
              <select {...control} defaultValue="">
                <option value="" disabled>
                  Choose a role
                </option>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}: {roleHints[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters, not a common password. Leave empty to generate one."
            error={errors.fields.password}
            liveError
          />
        </>
      )}
    />
  );
}
