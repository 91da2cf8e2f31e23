import { useFormContext } from "react-hook-form";
import { TextField } from "#app/components/ui/field.tsx";
import { FormSection, type Uploads, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";
import { UploadField } from "./upload-field";

const bankFields = [
  { key: "accountNumber", label: "Account Number", inputMode: "numeric" },
  { key: "accountHolderName", label: "Account Holder Name" },
  { key: "bankName", label: "Bank Name" },
  { key: "branchName", label: "Branch Name" },
  { key: "ifscCode", label: "IFSC Code", autoCapitalize: "characters" },
] as const;

export function BankDetailsSection({ uploads }: { uploads: Uploads }) {
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  return (
    <FormSection title="Bank details (optional)">
      <p className="-mt-1 text-sm text-gray-600 sm:col-span-2">
        For paying out prizes. Stored encrypted; only the last 4 digits are ever shown.
      </p>
      {bankFields.map(({ key, ...input }) => (
        <TextField
          key={key}
          id={`reg-bankDetails-${key}`}
          error={errorOf(`bankDetails.${key}`)}
          {...input}
          {...register(`bankDetails.${key}`)}
        />
      ))}
      <UploadField field="cancelledCheck" label="Cancelled Cheque" uploads={uploads} />
    </FormSection>
  );
}
