import { z } from "zod";
import { UserDetailsSchema } from "../registration/user-details-schema.ts";
import { plainText } from "../validation/text.ts";

/** My data (docs/privacy.md#my-data): what a creator may correct, with the registration form's own rules and messages. */
export const MyDataCorrectionBody = UserDetailsSchema.pick({
  firstName: true,
  middleName: true,
  lastName: true,
  mobileNo: true,
  address: true,
  pincode: true,
  bio: true,
});
export type MyDataCorrection = z.output<typeof MyDataCorrectionBody>;

export const GrievanceBody = z.object({
  message: plainText("Message", 3000, { multiline: true }).pipe(z.string().min(10, "Tell us a little more (10 characters at least).")),
});

export const myDataFileFields = ["profileImage", "aadharCard", "panCard", "cancelledCheck"] as const;

/** A winner's documents for paying a prize (docs/privacy.md#identity-documents). */
export type PrizeDocumentsNeed = {
  wins: Array<{ contest: string; prize: string | null }>;
  /** Under 18: the guardian's consent to 'prize-documents' comes first. */
  minor: boolean;
  guardianAgreed: boolean;
  have: { aadharCard: boolean; panCard: boolean; cancelledCheck: boolean; bankDetails: boolean };
};

/**
 * The My data page's details as a person reads them, in the page's language (the export keeps the
 * stored values): the date of birth written as the page's other dates, each social link named.
 */
export type MyDataShown = {
  dateOfBirth: string | null;
  /** Town, state and country, the country in the page's language ("Indore, Madhya Pradesh, भारत"). */
  place: string | null;
  /** Each social link given, as a row of the details: the network's name and the address. */
  socialMedia: Array<[network: string, url: string]>;
};

/** Everything held about a creator (GET /api/privacy/my-data/export and the My data page). */
export type MyDataExport = {
  exportedAt: string;
  email: string;
  details: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    mobileNo: string;
    dateOfBirth: string | null;
    gender: string | null;
    address: string;
    pincode: string | null;
    country: string | null;
    state: string | null;
    city: string | null;
    bio: string | null;
    link: string | null;
    socialMedia: unknown;
    bankDetails: Record<string, string> | null;
    createdAt: string;
  } | null;
  files: Array<{ field: string; name: string }>;
  registrations: Array<{
    id: string;
    contest: string;
    status: string;
    isPaid: boolean;
    isWinner: boolean;
    link: string | null;
    createdAt: string;
  }>;
  payments: Array<{
    registrationId: string;
    amountPaise: number;
    amountRupees: number;
    status: string;
    paymentId: string | null;
    createdAt: string;
  }>;
  consents: Array<{
    purpose: string;
    action: string;
    givenBy: string;
    verifiedBy: string;
    noticeVersion: number;
    noticeHash: string;
    language: string;
    at: string;
  }>;
  guardian: Array<{ email: string; mobile: string | null; name: string | null; relationship: string | null; status: string }>;
  requests: Array<{ kind: string; status: string; createdAt: string }>;
};
