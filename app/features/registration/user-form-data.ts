import { type BankDetails, type SocialMedia, type UploadField, userFormTextFields } from "#shared/registration/user-details-schema.ts";
import type { AppliedAffiliate } from "./affiliate-field.tsx";

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
 * The multipart body of POST /api/user/create, exactly the fields of spec §7: bankDetails and
 * socialMedia as JSON text, categories only when not empty, affiliateCode only when applied, and each
 * file only when chosen.
 */
export function toFormData(values: FormValues, files: Partial<Record<UploadField, File>>, affiliate: AppliedAffiliate | null): FormData {
  const body = new FormData();
  for (const field of textFields) body.append(field, values[field].trim());
  body.append("bankDetails", JSON.stringify(values.bankDetails));
  body.append("socialMedia", JSON.stringify(values.socialMedia));
  if (values.categories.length > 0) body.append("categories", JSON.stringify(values.categories));
  if (affiliate) body.append("affiliateCode", affiliate.code);
  for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
  return body;
}
