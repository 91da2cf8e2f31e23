import { z } from "zod";
import type { ReceiptDetails } from "../receipts.ts";
import { IsoDate, MediaPath, Ok, OptionalIsoDate } from "./common.ts";

/**
 * My registrations and certificates, under /api/me (docs/my-registrations-and-certificates.md). The
 * server declares these on its routes; the /me page imports their types.
 */

export const registrationStates = ["pending", "completed", "refunded", "expired"] as const;
export type RegistrationState = (typeof registrationStates)[number];

export const certificateKindValues = ["participation", "winner"] as const;
export type CertificateKindValue = (typeof certificateKindValues)[number];

/** What creators read on /me; the server answers these and the page shows them as they are. */
export const myRegistrationMessages = {
  notFound: "Registration not found.",
  notYours: "You can only see and change your own registrations.",
  linkClosed: "Registration for this contest has closed, so the video link can no longer be changed.",
  linkInactive: "This registration is not active, so its video link cannot be changed.",
  linkSaved: "Video link updated",
  certificateNotYet: "Certificates are available once the results are declared.",
  certificateNotCompleted: "Only completed registrations get a certificate.",
  certificateNotWinner: "A winner certificate is only for the contest's winners.",
} as const;

export const MyRegistrationSchema = z.object({
  _id: z.string(),
  contest: z.object({
    _id: z.string(),
    title: z.string(),
    thumbnail: MediaPath,
    registrationEndDate: OptionalIsoDate,
    contestStartDate: OptionalIsoDate,
    contestEndDate: OptionalIsoDate,
    resultAnnouncementDate: OptionalIsoDate,
    winnersDeclared: z.boolean(),
  }),
  state: z.enum(registrationStates),
  registeredAt: IsoDate,
  completedAt: OptionalIsoDate,
  link: z.string(),
  /** True while registration is open and the registration is pending or completed. */
  linkEditable: z.boolean(),
  /** Entry fee in rupees (0: free). */
  entryFee: z.number(),
  receipt: z
    .object({
      amount: z.number().describe("Rupees"),
      currency: z.string(),
      paymentId: z.string(),
      paidAt: IsoDate,
      /** The organiser refunded this payment later: the receipt stays, `refund` says how far the refund is. */
      refunded: z.boolean(),
    })
    .nullable(),
  refund: z
    .object({
      amount: z.number().describe("Rupees"),
      currency: z.string(),
      refunded: z.boolean().describe("false while the refund is on its way"),
      at: IsoDate,
    })
    .nullable(),
  winner: z.object({ rank: z.number().int().nullable(), prizeTitle: z.string().nullable(), prizeAmount: z.number().nullable() }).nullable(),
  /** The certificates this registration can download now. */
  certificates: z.array(z.enum(certificateKindValues)),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

/**
 * A receipt as its owner gets it (/me/receipts/{id} and its PDF): as it was issued, and once the
 * payment is refunded, that refund beside it (false `refunded`: on its way; `at`: when it was done or asked).
 */
export type OwnReceipt = ReceiptDetails & {
  refund: { amountPaise: number; currency: string; refunded: boolean; at: string } | null;
};

export const MyRegistrationsAnswer = z.object({ isOk: Ok, data: z.array(MyRegistrationSchema) });

export const VideoLinkBody = z.object({ link: z.string().max(2000) });
export const VideoLinkAnswer = z.object({ isOk: Ok, message: z.string(), data: z.object({ link: z.string() }) });

/** The public verification of a certificate: only what the certificate itself prints. */
export const CertificateVerificationSchema = z.object({
  id: z.string(),
  kind: z.enum(certificateKindValues),
  name: z.string(),
  contestTitle: z.string(),
  rank: z.number().int().nullable(),
  prizeTitle: z.string().nullable(),
  issuedAt: IsoDate,
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
