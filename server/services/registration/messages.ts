import { rupees } from "../dto.ts";

/** Server-side wording the spec leaves open; the spec's own messages come from #shared/registration. */
export const serverMessages = {
  contestNotFound: "Contest not found.",
  notStarted: "Registration for this contest has not started yet.",
  full: "This contest is full: every place has been taken.",
  orderNotFound: "Payment order not found.",
  alreadyPaid: "This order has already been paid.",
  emailExists: "An account with this email already exists. Go back and continue with this email instead.",
  providerUnavailable: "The payment provider could not be reached. Please try again.",
} as const;

const formatRupees = (paise: number) => `₹${rupees(paise).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** Told to a payer who lost the last place while paying (confirm-order answer, create-order refusal). */
export function refundedMessage(amountPaise: number, refunded: boolean): string {
  const what = refunded ? "has been refunded" : "will be refunded automatically";
  return `Sorry, the last place in this contest was taken while you were paying. Your payment of ${formatRupees(amountPaise)} ${what}; it reaches your account in 5–7 working days.`;
}
