import { z } from "zod";

/** Money is kept in paise; the console shows rupees the Indian way (₹1,23,456.00). */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
export const formatRupees = (paise: number): string => rupees.format(paise / 100);

/** The states of a payment order (db/schema.ts, payment_orders.status). */
export const ORDER_STATES = ["creating", "created", "failed", "paid", "refund_pending", "refunded"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The reason stored on an order and its refund row when the organiser refunds it from the console. */
export const ORGANISER_REFUND_REASON = "Refunded by the organiser";

export const RefundParamsSchema = z.object({
  registrationId: z.string().trim().min(1, "A registration id is required.").max(64, "That is not a registration id."),
});

/** The body of a refund: the confirmation the dialog gives. */
export const RefundRequestSchema = z.object({
  confirm: z.literal(true, { error: "Confirm the refund first." }),
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
