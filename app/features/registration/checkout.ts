import type { CheckoutSuccess, Order } from "./api.ts";

/**
 * The checkout both payment modes open: Razorpay's Standard Checkout
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/) or, without keys,
 * our test-mode stand-in, which calls back the same way.
 */
export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: { contestId: string; userId: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};

export type PaymentFailure = { error?: { description?: string } };

type RazorpayInstance = { open: () => void; on: (event: "payment.failed", callback: (response: PaymentFailure) => void) => void };
type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayInstance;

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

let loading: Promise<boolean> | null = null;

/** Loads Razorpay's script at pay time, once; resolves false when it cannot load (offline, blocked). */
export function loadRazorpay(): Promise<boolean> {
  if ((window as { Razorpay?: RazorpayConstructor }).Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      loading = null; // a later Pay may try again
      resolve(false);
    };
    document.body.appendChild(script);
  });
  return loading;
}

export function openRazorpay(options: CheckoutOptions, onFailed: (response: PaymentFailure) => void): void {
  const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error("Razorpay checkout is not loaded");
  const checkout = new Razorpay(options);
  checkout.on("payment.failed", onFailed);
  checkout.open();
}

export function checkoutOptions(input: {
  key: string;
  order: Order;
  contest: { _id: string; title: string };
  userId: string;
  user: { name: string; email: string; contact: string };
  /** 'Entry fee for <contest>' in the page's language. */
  description: string;
  handler: CheckoutOptions["handler"];
  ondismiss: () => void;
}): CheckoutOptions {
  return {
    key: input.key,
    amount: input.order.amount,
    currency: input.order.currency,
    order_id: input.order.id,
    name: input.contest.title,
    description: input.description,
    prefill: { name: input.user.name, email: input.user.email, contact: input.user.contact },
    notes: { contestId: input.contest._id, userId: input.userId },
    theme: { color: "#A249ED" },
    handler: input.handler,
    modal: { ondismiss: input.ondismiss },
  };
}
