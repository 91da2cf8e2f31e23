import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { isAdult } from "#shared/privacy/age.ts";
import {
  type BankDetails,
  type SocialMedia,
  type UploadField,
  UserDetailsSchema,
  userFormTextFields,
} from "#shared/registration/user-details-schema.ts";

/**
 * The details form's sections and the rules of each, picked from the shared schema (docs/product-rules.md#validation), so the
 * browser checks exactly what POST /api/user/create checks. The video link is asked later, at payment.
 */
export const sectionSchemas = {
  aboutYou: UserDetailsSchema.pick({
    firstName: true,
    middleName: true,
    lastName: true,
    email: true,
    mobileNo: true,
    dateOfBirth: true,
    gender: true,
  }),
  address: UserDetailsSchema.pick({ address: true, countryId: true, stateId: true, cityId: true, pincode: true }),
  /** Instagram (required) lives here; the other networks in the optional part below. */
  yourWork: UserDetailsSchema.pick({ socialMedia: true, categories: true, affiliateCode: true }),
  optional: UserDetailsSchema.pick({ bio: true, bankDetails: true }),
};

export const DetailsFormSchema = z.object({
  ...sectionSchemas.aboutYou.shape,
  ...sectionSchemas.address.shape,
  ...sectionSchemas.yourWork.shape,
  ...sectionSchemas.optional.shape,
});
export type DetailsFormOutput = z.output<typeof DetailsFormSchema>;

/** The details form, as its hooks receive it. */
export type DetailsForm = UseFormReturn<FormValues, unknown, DetailsFormOutput>;

/** A town as the city picker shows it: its name, its district, and whether it is a town the creator typed. */
export type ChosenCity = { name: string; districtId?: string; districtName?: string; listed: boolean };
export const noCity: ChosenCity = { name: "", listed: true };

/** The details form's values, as typed (the shared schema trims and checks them). */
export type FormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  mobileNo: string;
  email: string;
  countryId: string;
  stateId: string;
  cityId: string;
  /** The chosen town as the picker shows it (kept with a draft; not sent: the server reads cityId). */
  city: ChosenCity;
  address: string;
  pincode: string;
  dateOfBirth: string;
  gender: string;
  bio: string;
  bankDetails: BankDetails;
  socialMedia: SocialMedia;
  categories: string[];
  affiliateCode: string;
};

export function emptyValues(email: string): FormValues {
  return {
    firstName: "",
    middleName: "",
    lastName: "",
    mobileNo: "",
    email,
    countryId: "",
    stateId: "",
    cityId: "",
    city: noCity,
    address: "",
    pincode: "",
    dateOfBirth: "",
    gender: "",
    bio: "",
    bankDetails: { accountNumber: "", bankName: "", branchName: "", ifscCode: "", accountHolderName: "" },
    socialMedia: { instagram: "", youtube: "", facebook: "", twitter: "", linkedIn: "", tiktok: "" },
    categories: [],
    affiliateCode: "",
  };
}

const textFields = userFormTextFields satisfies readonly (keyof FormValues)[];

/**
 * Bank details and documents are offered to adults only: a minor is asked for them once they win, under
 * the guardian's consent (docs/privacy.md#identity-documents). A date not yet typed in full counts as an adult's.
 */
export function offersPrizeDetails(dateOfBirth: string): boolean {
  return !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || isAdult(dateOfBirth);
}

/**
 * The multipart body of POST /api/user/create, exactly the fields of docs/product-rules.md#registration: bankDetails and
 * socialMedia as JSON text, categories only when not empty, affiliateCode only when applied, and each
 * file only when chosen.
 */
export function toFormData(values: FormValues, files: Partial<Record<UploadField, File>>, appliedAffiliateCode: string | null): FormData {
  const body = new FormData();
  const withPrizeDetails = offersPrizeDetails(values.dateOfBirth.trim());
  for (const field of textFields) body.append(field, values[field].trim());
  if (withPrizeDetails) body.append("bankDetails", JSON.stringify(values.bankDetails));
  body.append("socialMedia", JSON.stringify(values.socialMedia));
  if (values.categories.length > 0) body.append("categories", JSON.stringify(values.categories));
  if (appliedAffiliateCode) body.append("affiliateCode", appliedAffiliateCode);
  // Every upload but the profile image is a prize document.
  for (const [field, file] of Object.entries(files)) if (file && (withPrizeDetails || field === "profileImage")) body.append(field, file);
  return body;
}
