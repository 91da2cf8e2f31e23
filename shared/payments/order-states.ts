/**
 * A payment order's states (docs/payments-and-capacity.md): creating → created → paid or failed, and a
 * paid order refunded from the console → refund_pending → refunded. The one list the schema, the
 * console's filter and every "was this refunded?" question read.
 */
export const paymentOrderStatuses = ["creating", "created", "paid", "failed", "refund_pending", "refunded"] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

/** Orders whose money went back (or is on its way back) to the creator. */
export const refundedOrderStatuses = ["refund_pending", "refunded"] as const satisfies readonly PaymentOrderStatus[];

/** Orders whose money the platform received at some point: paid, then perhaps refunded. */
export const moneyReceivedOrderStatuses = ["paid", ...refundedOrderStatuses] as const satisfies readonly PaymentOrderStatus[];

export const isRefundedOrderStatus = (status: string): boolean => (refundedOrderStatuses as readonly string[]).includes(status);
