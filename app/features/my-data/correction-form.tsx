import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { type MyDataCorrection, MyDataCorrectionBody } from "#shared/api/my-data.ts";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { fieldErrors } from "#shared/registration/user-details-schema.ts";
import { FormNote, useSend } from "./form-note.tsx";
import { correctMyData } from "./my-data-api.ts";

const fields = [
  ["firstName", "given-name"],
  ["middleName", "additional-name"],
  ["lastName", "family-name"],
  ["mobileNo", "tel-national"],
  ["address", "street-address"],
  ["pincode", "postal-code"],
] as const;

/** Correct one's own details, with the registration form's own rules and messages, checked here and again on the server. */
export function CorrectionForm({ initial }: { initial: MyDataCorrection }) {
  const t = useMessages("account").myData.correct;
  const { values, set, errors, said, busy, submit } = useCorrection(initial);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="correct-heading"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id="correct-heading" className="text-lg font-bold text-ink">
        {t.title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(([name, autoComplete]) => (
          <TextField
            key={name}
            id={`correct-${name}`}
            label={t[name]}
            autoComplete={autoComplete}
            inputMode={name === "mobileNo" || name === "pincode" ? "numeric" : undefined}
            value={values[name] ?? ""}
            error={errors[name]}
            onChange={set(name)}
          />
        ))}
      </div>
      <TextAreaField id="correct-bio" label={t.bio} rows={3} value={values.bio ?? ""} error={errors.bio} onChange={set("bio")} />
      <FormNote said={said} />
      <div>
        <Button type="submit" busy={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** The details as typed, checked with the registration rules before they are sent; the first wrong field gets focus. */
function useCorrection(initial: MyDataCorrection) {
  const { known } = useMessages("account");
  const revalidator = useRevalidator();
  const [values, setValues] = useState<MyDataCorrection>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { said, busy, send } = useSend();
  const set = (name: keyof MyDataCorrection) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = MyDataCorrectionBody.safeParse(values);
    if (!parsed.success) {
      const found = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [field, translateKnownMessage(message, known)]),
      );
      setErrors(found);
      document.getElementById(`correct-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    const answer = await send(() => correctMyData(parsed.data));
    // The server checks with the same rules: its field messages are the same known sentences.
    setErrors(Object.fromEntries(Object.entries(answer.errors).map(([field, message]) => [field, translateKnownMessage(message, known)])));
    if (answer.ok) void revalidator.revalidate();
  }

  return { values, set, errors, said, busy, submit };
}
