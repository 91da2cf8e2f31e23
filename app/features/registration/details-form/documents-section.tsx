import { FormSection, type Uploads } from "./form-section";
import { UploadField } from "./upload-field";

export function DocumentsSection({ uploads }: { uploads: Uploads }) {
  return (
    <FormSection title="Identity documents (optional)">
      <p className="-mt-1 text-sm text-gray-600 sm:col-span-2">Kept private and encrypted; never shown on the site.</p>
      <UploadField field="aadharCard" label="Aadhar Card" uploads={uploads} />
      <UploadField field="panCard" label="PAN Card" uploads={uploads} />
    </FormSection>
  );
}
