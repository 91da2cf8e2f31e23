import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FormState, Resolver } from "react-hook-form";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type DetailsFormOutput, DetailsFormSchema, type FormValues } from "./form-values";

const placeField: Record<string, "countryId" | "stateId" | "cityId"> = {
  [m.countryNotEligible]: "countryId",
  [m.stateNotEligible]: "stateId",
  [m.districtNotEligible]: "cityId",
  [m.cityNotEligible]: "cityId",
  [m.cityNotListed]: "cityId",
};

/** Messages set by us rather than by the schema carry these types. */
export const SERVER = "server";
const ELIGIBILITY = "eligibility";

/** Every message in the (nested) errors, with where it came from. */
function messagesOf(errors: FieldErrors): { type: string; message: string }[] {
  return Object.values(errors).flatMap((error) => {
    if (!error || typeof error !== "object") return [];
    if ("message" in error && typeof error.message === "string") return [{ type: String(error.type), message: error.message }];
    return messagesOf(error as FieldErrors);
  });
}

/** The shared schema, then eligibility by place at the place's own field (after its 'is required'). */
export function resolverFor(eligibility: EligibilityRules): Resolver<FormValues, unknown, DetailsFormOutput> {
  // FormValues is the schema's input with every field present (the form always holds all of them).
  const schema = zodResolver(DetailsFormSchema) as unknown as Resolver<FormValues, unknown, DetailsFormOutput>;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const notEligible = eligibilityError(eligibility, {
      ...values,
      districtId: values.city?.districtId ?? null,
      listed: values.city?.listed,
    });
    const field = notEligible ? placeField[notEligible] : undefined;
    if (!notEligible || !field || result.errors[field]) return result;
    return { values: {}, errors: { ...result.errors, [field]: { type: ELIGIBILITY, message: notEligible } } };
  };
}

/**
 * The form's one line under the fields. Only an eligibility problem left: say which; anything else
 * from the schema: the summary; otherwise the last attempt's own message.
 */
export function formErrorToShow(formState: FormState<FormValues>, formError: string | null): string | null {
  // Read on every render: reading the errors is what re-renders the dialog when they change.
  const fromSchema = messagesOf(formState.errors).filter((message) => message.type !== SERVER);
  if (!formState.isSubmitted || fromSchema.length === 0) return formError;
  return fromSchema.every((message) => message.type === ELIGIBILITY) ? (fromSchema[0]?.message ?? null) : m.formInvalid;
}
