import { useWatch } from "react-hook-form";
import { Field } from "#app/components/ui/field.tsx";
import type { ContestFormFactsData } from "#shared/console/contest-api.ts";
import { ENTRY_FEE_CURRENCIES, contestLabels as labels, PRIZE_CURRENCIES } from "#shared/console/contest-form.ts";
import { FormTextField, useFieldError } from "../forms/bound-fields";
import { plural } from "../plural";
import { Section, useContestForm } from "./contest-form-section";
import { PrizesField } from "./prizes-field";

const IST_HINT = "India Standard Time.";

const dateFields = [
  ["registrationStartDate", "date", true],
  ["registrationEndDate", "date", true],
  ["contestStartDate", "datetime-local", true],
  ["contestEndDate", "datetime-local", true],
  ["resultAnnouncementDate", "datetime-local", false],
] as const;

export function DatesSection() {
  return (
    <Section
      title="Dates"
      description="Registration is open from the start of its first day to the end of its last day. All dates are India Standard Time."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {dateFields.map(([name, type, required]) => (
          <FormTextField
            key={name}
            name={name}
            type={type}
            label={labels[name]}
            required={required}
            hint={required ? IST_HINT : `Optional. ${IST_HINT}`}
          />
        ))}
      </div>
    </Section>
  );
}

function CurrencyField({
  name,
  currencies,
  hint,
}: {
  name: "entryFeeCurrency" | "prizePoolCurrency";
  currencies: readonly string[];
  hint?: string;
}) {
  const { register } = useContestForm();
  const error = useFieldError(name);
  return (
    <Field id={name} label={labels[name]} hint={hint} error={error}>
      {(wired) => (
        <select {...wired} {...register(name)}>
          {currencies.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

const money = { type: "number", min: 0, step: "0.01", inputMode: "decimal", required: true, valueAsNumber: true } as const;

export function FeeSection({ facts, disabled }: { facts: ContestFormFactsData | null; disabled: boolean }) {
  const { control } = useContestForm();
  const prizeCurrency = useWatch({ control, name: "prizePoolCurrency" });
  const feeLocked = Boolean(facts?.hasPayments);
  const completed = facts?.completedRegistrations ?? 0;
  return (
    <Section title="Fee, prizes and places">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          name="entryFee"
          label={labels.entryFee}
          {...money}
          readOnly={feeLocked}
          hint={feeLocked ? "Creators have paid or started paying this fee, so it cannot change." : "In rupees; 0 makes the contest free."}
        />
        <CurrencyField name="entryFeeCurrency" currencies={ENTRY_FEE_CURRENCIES} hint="Entry fees are charged in rupees." />
        <FormTextField name="prizePool" label={labels.prizePool} {...money} />
        <CurrencyField name="prizePoolCurrency" currencies={PRIZE_CURRENCIES} />
        <FormTextField
          name="maxParticipants"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          label={labels.maxParticipants}
          required
          valueAsNumber
          hint={`0 means unlimited.${completed > 0 ? ` ${plural(completed, "completed registration", "completed registrations")} so far: it cannot go below that.` : ""}`}
        />
      </div>
      <PrizesField disabled={disabled} currency={prizeCurrency} />
    </Section>
  );
}
