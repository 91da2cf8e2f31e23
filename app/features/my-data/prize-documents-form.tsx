import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { PrizeDocumentsNeed } from "#shared/api/my-data.ts";
import { bankFields, uploadRules } from "#shared/registration/user-details-schema.ts";
import { FormNote, useSend } from "./form-note.tsx";
import { sendPrizeDocuments } from "./my-data-api.ts";

const documents = ["aadharCard", "panCard", "cancelledCheck"] as const;

const accept = (field: keyof typeof uploadRules) => uploadRules[field].extensions.map((ext) => `.${ext}`).join(",");

/**
 * Documents and bank details asked again from a winner, to pay the prize (docs/privacy.md#identity-documents).
 * A winner under 18 first needs the guardian's consent to this purpose.
 */
export function PrizeDocumentsForm({ need }: { need: PrizeDocumentsNeed }) {
  const t = useMessages("account").myData.prize;
  const f = useFormat();
  const won = need.wins.map((w) => (w.prize ? f.fill(t.wonIn, { prize: w.prize, contest: w.contest }) : w.contest)).join("; ");

  return (
    <section aria-labelledby="prize-documents-heading" className="grid gap-3 rounded-2xl bg-lilac p-4 sm:p-6">
      <h3 id="prize-documents-heading" className="text-lg font-bold text-ink">
        {t.title}
      </h3>
      <p className="text-sm text-gray-800">{f.fill(t.congratulations, { won })}</p>
      {need.guardianAgreed ? (
        <PrizeDocumentsUpload have={need.have} />
      ) : (
        <p role="status" className="text-sm font-medium text-ink">
          {t.needGuardian}
        </p>
      )}
    </section>
  );
}

/** The upload itself: only the files chosen and a bank account typed are sent, each replacing what is held. */
function PrizeDocumentsUpload({ have }: { have: PrizeDocumentsNeed["have"] }) {
  const t = useMessages("account").myData.prize;
  const f = useFormat();
  const revalidator = useRevalidator();
  const { said, busy, send } = useSend();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What is already held, in words.
  const held = [...documents.filter((field) => have[field]), ...(have.bankDetails ? (["bankDetails"] as const) : [])].map(
    (field) => t.documents[field],
  );
  const heldNow = held.length ? f.fill(t.weHold, { list: held.join(", ") }) : t.holdNone;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = uploadBody(new FormData(event.currentTarget));
    const answer = await send(() => sendPrizeDocuments(body));
    setErrors(answer.errors);
    if (answer.ok) {
      event.currentTarget?.reset();
      void revalidator.revalidate();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-gray-800">
        {t.maskedAadhaarBefore ? `${t.maskedAadhaarBefore} ` : null}
        <strong>{t.maskedAadhaar}</strong> {t.maskedAadhaarAfter}
      </p>
      <p className="text-sm text-gray-700">
        {heldNow} {t.replaces}
      </p>
      <DocumentInputs errors={errors} />
      <BankInputs errors={errors} />
      <FormNote said={said} />
      <div>
        <Button type="submit" busy={busy}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}

/** The files chosen (empty inputs left out) and the bank details when an account number was typed. */
function uploadBody(form: FormData): FormData {
  const bank = Object.fromEntries(bankFields.map(({ key }) => [key, String(form.get(`bank-${key}`) ?? "").trim()]));
  const body = new FormData();
  for (const field of documents) {
    const file = form.get(field);
    if (file instanceof File && file.size > 0) body.append(field, file);
  }
  if (bank.accountNumber) body.append("bankDetails", JSON.stringify(bank));
  return body;
}

function DocumentInputs({ errors }: { errors: Record<string, string> }) {
  const t = useMessages("account").myData.prize;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {documents.map((field) => (
        <label key={field} className="grid gap-1 text-sm font-semibold text-gray-800">
          {t.documents[field]}
          <input
            name={field}
            type="file"
            accept={accept(field)}
            className="text-sm font-normal"
            aria-invalid={errors[field] ? true : undefined}
          />
          {errors[field] ? <span className="font-medium text-red-700">{errors[field]}</span> : null}
        </label>
      ))}
    </div>
  );
}

function BankInputs({ errors }: { errors: Record<string, string> }) {
  const t = useMessages("account").myData.prize;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {bankFields.map(({ key, label, ...input }) => (
        <TextField
          key={key}
          id={`bank-${key}`}
          name={`bank-${key}`}
          label={t.bank[key] ?? label}
          error={errors[`bankDetails.${key}`]}
          {...input}
        />
      ))}
    </div>
  );
}
