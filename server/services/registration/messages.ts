import { formatMoney } from "#shared/text.ts";
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
  tryAgain: "Your registration changed while this was being saved. Please try again.",
} as const;

const formatRupees = (paise: number) => formatMoney(rupees(paise));

const refundTail = (amountPaise: number, refunded: boolean) =>
  `${formatRupees(amountPaise)} ${refunded ? "has been refunded" : "will be refunded automatically"}; it reaches your account in 5–7 working days.`;

/** Told to a payer who lost the last place while paying (confirm-order answer, create-order refusal). */
export function refundedMessage(amountPaise: number, refunded: boolean): string {
  return `Sorry, the last place in this contest was taken while you were paying. Your payment of ${refundTail(amountPaise, refunded)}`;
}

/** A payment made after the hold lapsed and after registration closed. */
export function closedRefundMessage(amountPaise: number, refunded: boolean): string {
  return `Registration for this contest is closed. Your payment of ${refundTail(amountPaise, refunded)}`;
}

/** A second payment for a registration that is already complete. */
export function duplicateRefundMessage(alreadyRegistered: string, amountPaise: number, refunded: boolean): string {
  return `${alreadyRegistered} This second payment of ${refundTail(amountPaise, refunded)}`;
}

/** A payment whose amount is not the entry fee. */
export function mismatchRefundMessage(amountPaise: number, refunded: boolean): string {
  return `Your payment does not match the entry fee, so it is not used. Your payment of ${refundTail(amountPaise, refunded)}`;
}
