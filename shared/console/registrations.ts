import { z } from "zod";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";
import { Ok, OptionalIsoDate, okData } from "../api/common.ts";
import { registrationStates } from "../api/my-registrations.ts";
import { paymentOrderStatuses } from "../payments/order-states.ts";
import { idSchema } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { istDayStart } from "./ist-input.ts";

/**
 * The console's registrations: the list's filters (the page's address, the API's query and the CSV
 * export's query are the same), its answers and the export's columns (docs/console.md, registrations
 * and export). Schemas only: the server declares them on its routes, the console imports their types.
 */

export const REGISTRATION_PAGE_SIZE = CONSOLE_PAGE_SIZE;

/** Money is kept in paise; the console shows rupees the Indian way (₹1,23,456.00). */

/** The states creators see on My registrations, with the console's labels. */
export const registrationStateLabels = {
  pending: "Pending",
  completed: "Completed",
  refunded: "Refunded",
  expired: "Expired",
} as const satisfies Record<(typeof registrationStates)[number], string>;

export const registrationSorts = {
  registered: "Registered",
  name: "Creator",
  contest: "Contest",
  status: "Status",
} as const;
export type RegistrationSort = keyof typeof registrationSorts;

/** The documents a creator may upload, by the name the API uses. */
export const registrationDocuments = {
  aadhar: "Aadhaar card",
  pan: "PAN card",
  "cancelled-cheque": "Cancelled cheque",
} as const;
export type RegistrationDocument = keyof typeof registrationDocuments;

/** A select left on "Any" sends an empty value: the same as leaving the parameter out. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values, { error: message })], { error: message })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

const istDay = (label: string) =>
  z
    .string()
    .trim()
    .max(10, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => value === "" || istDayStart(value) !== null, `${label} must be a date (YYYY-MM-DD).`)
    .optional()
    .transform((value) => value || undefined);

export const RegistrationListQuery = z
  .object({
    q: plainText("Search", 100).default(""),
    contest: z
      .union([z.literal(""), idSchema("Contest must be a 24-character id.")], { error: "Contest must be a 24-character id." })
      .optional()
      .transform((value) => value || undefined),
    status: choice(registrationStates, "Status must be pending, completed, refunded or expired."),
    payment: choice(["paid", "free"] as const, "Payment must be paid or free."),
    winner: choice(["yes", "no"] as const, "Winner must be yes or no."),
    from: istDay("Registered from"),
    to: istDay("Registered to"),
    sort: choice(
      Object.keys(registrationSorts) as [RegistrationSort, ...RegistrationSort[]],
      "Sort must be registered, name, contest or status.",
    ),
    dir: choice(["asc", "desc"] as const, "Direction must be asc or desc."),
    page: consolePageParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "Registered to must not be before registered from.",
    path: ["to"],
  });
export type RegistrationListInput = z.input<typeof RegistrationListQuery>;
export type RegistrationFilters = z.output<typeof RegistrationListQuery>;

/** The filter parameters of a query, as the address carries them (the export link repeats them). */
export const registrationFilterKeys = ["q", "contest", "status", "payment", "winner", "from", "to"] as const;

export const RegistrationRowSchema = z.object({
  _id: z.string(),
  registeredAt: z.string(),
  state: z.enum(registrationStates),
  isPaid: z.boolean(),
  isWinner: z.boolean(),
  amountPaise: z
    .number()
    .int()
    .nullable()
    .describe("The amount received: the paid order's, or that order's after the organiser refunded it (as the CSV)"),
  paymentState: z
    .enum(paymentOrderStatuses)
    .nullable()
    .describe("That order's state: paid, or refund_pending or refunded once the organiser refunded it"),
  creatorName: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  link: z.string(),
  contest: z.object({ _id: z.string(), title: z.string() }),
});
export type RegistrationRow = z.infer<typeof RegistrationRowSchema>;

export const RegistrationListAnswer = okData(
  z.object({
    registrations: z.array(RegistrationRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

const PaymentRefundSchema = z.object({
  _id: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const PaymentOrderSchema = z.object({
  _id: z.string(),
  provider: z.string(),
  status: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The paid order's receipt, e.g. CC/2026-27/000042. */
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  refunds: z.array(PaymentRefundSchema),
});
export type RegistrationPaymentOrder = z.infer<typeof PaymentOrderSchema>;

const StatusChangeSchema = z.object({ at: z.string(), label: z.string() });
export type RegistrationStatusChange = z.infer<typeof StatusChangeSchema>;

export const RegistrationDetailSchema = z.object({
  _id: z.string(),
  state: z.enum(registrationStates),
  status: z.string().describe("The stored status: pending, completed or cancelled"),
  link: z.string(),
  isPaid: z.boolean(),
  registeredAt: z.string(),
  completedAt: OptionalIsoDate,
  holdExpiresAt: OptionalIsoDate,
  contest: z.object({
    _id: z.string(),
    title: z.string(),
    entryFeePaise: z.number().int(),
    registrationStartDate: OptionalIsoDate,
    registrationEndDate: OptionalIsoDate,
    winnersDeclared: z.boolean(),
  }),
  creator: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobileNo: z.string(),
    address: z.string(),
    pincode: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    bio: z.string(),
    profileLink: z.string(),
    profileImage: z.string().nullable(),
    joinedAt: z.string(),
    /** The creator's stored language: their e-mails and PDFs are written in it. */
    language: z.enum(["en", "hi"]),
  }),
  affiliate: z.object({ _id: z.string(), name: z.string(), code: z.string().nullable() }).nullable(),
  winner: z
    .object({
      declared: z.boolean(),
      rank: z.number().int().nullable(),
      prizeTitle: z.string().nullable(),
      prizeAmountPaise: z.number().nullable(),
    })
    .nullable(),
  orders: z.array(PaymentOrderSchema),
  statusChanges: z.array(StatusChangeSchema),
  /** Which private items exist; their contents come only from the owner-only routes, one at a time. */
  privateItems: z.object({
    documents: z.array(z.enum(Object.keys(registrationDocuments) as [RegistrationDocument, ...RegistrationDocument[]])),
    bankDetails: z.boolean(),
  }),
});
export type RegistrationDetail = z.infer<typeof RegistrationDetailSchema>;

export const RegistrationDetailAnswer = okData(RegistrationDetailSchema);

export const BankDetailsSchema = z.object({
  accountHolderName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  ifscCode: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;
export const BankDetailsAnswer = z.object({ isOk: Ok, data: BankDetailsSchema });

/**
 * The CSV's columns, in order, with their headings. Never documents or bank details. "Under 18" says
 * whose row is a minor's (Yes, No, or empty for an account from before the date-of-birth step), so the
 * organiser handles it as a child's data: no marketing, the guardian as the contact.
 */
export const registrationCsvColumns = [
  ["registrationId", "Registration ID"],
  ["contest", "Contest"],
  ["creatorName", "Creator name"],
  ["underEighteen", "Under 18"],
  ["email", "E-mail"],
  ["mobileNo", "Mobile"],
  ["city", "City"],
  ["state", "State"],
  ["registeredAt", "Registered at (IST)"],
  ["status", "Status"],
  ["payment", "Paid or free"],
  ["amount", "Amount (INR)"],
  ["paymentId", "Payment ID"],
  ["receiptNumber", "Receipt number"],
  ["winner", "Winner"],
  ["prize", "Prize"],
  ["affiliateCode", "Affiliate code"],
  ["videoLink", "Video link"],
] as const;
export type RegistrationCsvColumn = (typeof registrationCsvColumns)[number][0];
