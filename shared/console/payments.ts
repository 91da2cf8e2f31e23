import { z } from "zod";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";
import { type PaymentOrderStatus, paymentOrderStatuses } from "../payments/order-states.ts";

/** The states of a payment order (db/schema.ts, payment_orders.status). */
export const ORDER_STATES = paymentOrderStatuses;
export type OrderState = PaymentOrderStatus;

/** The reason stored on an order and its refund row when the organiser refunds it from the console. */
export const ORGANISER_REFUND_REASON = "Refunded by the organiser";

/** A refund's reason as the console shows it: with the organiser's own words when they wrote some. */
export const refundReasonShown = (reason: string, organiserNote: string | null) =>
  organiserNote ? `${reason}: “${organiserNote}”` : reason;

export const RefundParamsSchema = z.object({
  registrationId: z.string().regex(/^[a-f0-9]{24}$/, "Registration not found."),
});

export const REFUND_REASON_MIN_LENGTH = 5;
export const refundReasonMessage = "Write the reason for the refund (at least 5 characters): the creator's e-mail quotes it.";

/** The body of a refund: the confirmation the dialog gives, and the organiser's reason. */
export const RefundRequestSchema = z.object({
  confirm: z.literal(true, { error: "Confirm the refund first." }),
  reason: z
    .string({ error: refundReasonMessage })
    .trim()
    .min(REFUND_REASON_MIN_LENGTH, refundReasonMessage)
    .max(500, "At most 500 characters."),
});

/** What the refund dialog needs to ask its question, and whether the refund is possible at all. */
export const RefundPreviewSchema = z.object({
  registrationId: z.string(),
  creatorName: z.string(),
  contestTitle: z.string(),
  amountPaise: z.number().int().nullable(),
  refundable: z.boolean(),
  /** Why not, in words the organiser reads; null when refundable. */
  blockedReason: z.string().nullable(),
  /** The order's state when it has one (refund_pending, refunded after a refund). */
  orderState: z.enum(ORDER_STATES).nullable(),
});
export type RefundPreview = z.infer<typeof RefundPreviewSchema>;
export const RefundPreviewAnswer = z.object({ isOk: z.literal(true), data: RefundPreviewSchema });

export const RefundAnswerSchema = z.object({
  isOk: z.literal(true),
  message: z.string(),
  /** refunded: the provider confirmed; pending: asked, the reconciler finishes it. */
  refundState: z.enum(["pending", "refunded"]),
  amountPaise: z.number().int(),
  /** True when this registration had been refunded by an earlier call (a second click). */
  repeated: z.boolean(),
});
export type RefundAnswer = z.infer<typeof RefundAnswerSchema>;

export const PAYMENTS_PAGE_SIZE = CONSOLE_PAGE_SIZE;

/** An empty form field means no filter. */
const blankIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const day = blankIsNone(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-23."));

/** The payments page's address: filters, sort and page (the same names in the page URL and the API query). */
export const PaymentsQuerySchema = z
  .object({
    /** A Razorpay order, payment or refund id, or a receipt number, or a part of one (any case). */
    q: blankIsNone(z.string().trim().max(100, "Search for at most 100 characters.")),
    state: blankIsNone(z.enum(ORDER_STATES, { error: `The state must be one of ${ORDER_STATES.join(", ")}.` })),
    contestId: blankIsNone(z.string().regex(/^[a-f0-9]{24}$/, "Choose a contest from the list.")),
    /** IST days, both included. */
    from: day,
    to: day,
    page: consolePageParam,
    refundsPage: consolePageParam,
    sort: z.enum(["created", "updated", "amount"], { error: "Sort by created, updated or amount." }).default("created"),
    dir: z.enum(["asc", "desc"], { error: "The direction is asc or desc." }).default("desc"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    // Said, not answered with an empty list an accountant would take for "no payments".
    message: "The From date is after the To date.",
    path: ["to"],
  });
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

const iso = z.string();

export const PaymentOrderViewSchema = z.object({
  orderId: z.string(),
  state: z.enum(ORDER_STATES),
  provider: z.string(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  amountPaise: z.number().int(),
  currency: z.string(),
  createdAt: iso,
  updatedAt: iso,
  contestId: z.string(),
  contestTitle: z.string(),
  registrationId: z.string(),
  /** Why an order was refunded or failed, as stored (never personal data). */
  note: z.string().nullable(),
  /** The paid order's receipt, e.g. CC/2026-27/000042; kept when the order is refunded later. */
  receiptNumber: z.string().nullable(),
  /** Razorpay's `fee` for the order's own payment, its GST included, and that GST (`tax`); null when not known. */
  providerFeePaise: z.number().int().nullable(),
  providerTaxPaise: z.number().int().nullable(),
});
export type PaymentOrderView = z.infer<typeof PaymentOrderViewSchema>;

/** A captured payment that could not complete a registration (or that the organiser refunded). */
export const PaymentRefundViewSchema = z.object({
  refundId: z.string(),
  state: z.enum(["pending", "refunded"]),
  providerPaymentId: z.string(),
  providerRefundId: z.string().nullable(),
  amountPaise: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  createdAt: iso,
  updatedAt: iso,
  orderId: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  registrationId: z.string(),
});
export type PaymentRefundView = z.infer<typeof PaymentRefundViewSchema>;

export const PaymentsListSchema = z.object({
  orders: z.array(PaymentOrderViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  refunds: z.array(PaymentRefundViewSchema),
  refundsTotal: z.number().int(),
  refundsPage: z.number().int(),
  contests: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PaymentsList = z.infer<typeof PaymentsListSchema>;
export const PaymentsListAnswer = z.object({ isOk: z.literal(true), data: PaymentsListSchema });

/**
 * Razorpay's charges on the collected payments: its fee without the GST, the GST on it (the two add up to
 * the payment entity's `fee`), summed over the payments whose fee is known; how many have none recorded;
 * and settled = net − fee − GST, what Razorpay pays out, null (not known) while any fee is not known.
 */
const FeeFiguresShape = {
  razorpayFeePaise: z.number().int(),
  gstOnFeePaise: z.number().int(),
  feeNotKnownPayments: z.number().int(),
  settledPaise: z.number().int().nullable(),
};

/**
 * Money per contest, from SQL aggregates: collected is every captured payment (those that completed a
 * registration and those later refunded), refunded is every refund done or still pending, net is
 * collected − refunded, then Razorpay's fee and GST and what it settled. Amounts in paise.
 */
export const ContestTotalsSchema = z.object({
  contestId: z.string(),
  contestTitle: z.string(),
  collectedPaise: z.number().int(),
  capturedPayments: z.number().int(),
  refundedPaise: z.number().int(),
  refundPendingPaise: z.number().int(),
  refunds: z.number().int(),
  netPaise: z.number().int(),
  ...FeeFiguresShape,
});
export type ContestTotals = z.infer<typeof ContestTotalsSchema>;
export const PaymentTotalsAnswer = z.object({ isOk: z.literal(true), data: z.array(ContestTotalsSchema) });

/**
 * The same money per IST day (a date filter given) or per IST month (none): a payment counts on the day
 * it was captured, a refund on the day it was asked for. `period` is "2026-11-23" or "2026-11".
 */
export const PeriodTotalsSchema = z.object({
  unit: z.enum(["day", "month"]),
  rows: z.array(
    z.object({
      period: z.string(),
      collectedPaise: z.number().int(),
      capturedPayments: z.number().int(),
      refundedPaise: z.number().int(),
      refunds: z.number().int(),
      netPaise: z.number().int(),
      ...FeeFiguresShape,
    }),
  ),
});
export type PeriodTotals = z.infer<typeof PeriodTotalsSchema>;
export const PeriodTotalsAnswer = z.object({ isOk: z.literal(true), data: PeriodTotalsSchema });

const ReconcileReportSchema = z.object({
  checked: z.number().int(),
  completed: z.number().int(),
  refunded: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
});
export type ReconcileReportView = z.infer<typeof ReconcileReportSchema>;

/** Orders still open after this long are "not settled" on the reconciler panel. */
export const STUCK_ORDER_MINUTES = 60;

export const ReconcilerStatusSchema = z.object({
  lastRun: z
    .object({
      startedAt: iso,
      finishedAt: iso.nullable(),
      trigger: z.enum(["schedule", "console"]),
      report: ReconcileReportSchema.nullable(),
      error: z.string().nullable(),
      lastChangeAt: iso.nullable(),
      lastChangeReport: ReconcileReportSchema.nullable(),
    })
    .nullable(),
  /** Orders still creating or created (no payment seen) after STUCK_ORDER_MINUTES. */
  stuckOrders: z.array(PaymentOrderViewSchema),
  stuckOrdersTotal: z.number().int(),
  pendingRefunds: z.array(PaymentRefundViewSchema),
  pendingRefundsTotal: z.number().int(),
});
export type ReconcilerStatus = z.infer<typeof ReconcilerStatusSchema>;
export const ReconcilerStatusAnswer = z.object({ isOk: z.literal(true), data: ReconcilerStatusSchema });

export const CheckNowAnswer = z.object({
  isOk: z.literal(true),
  message: z.string(),
  ran: z.boolean(),
  report: ReconcileReportSchema.nullable(),
});
export type CheckNowResult = z.infer<typeof CheckNowAnswer>;

/** The states as the console names them. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  creating: "Creating",
  created: "Awaiting payment",
  failed: "Failed",
  paid: "Paid",
  refund_pending: "Refund pending",
  refunded: "Refunded",
};
