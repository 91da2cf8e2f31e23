import type { SubscriberStatus } from "#db/schema.ts";
import type { RegistrationState } from "#shared/api/my-registrations.ts";
import { type ContestDates, registrationWindow } from "#shared/contest-status.ts";

/**
 * What a creator's registration is now, in their words (docs/my-registrations-and-certificates.md):
 * - completed: paid, or free and done;
 * - pending: unpaid while registration is still open, so payment can still be finished;
 * - refunded: the payment could not complete it (the contest filled, registration had closed) and
 *   was refunded or is being refunded;
 * - expired: unpaid and registration has closed, or cancelled with nothing paid.
 */
export function registrationState(
  registration: { status: SubscriberStatus; refunded: boolean },
  contest: ContestDates,
  now: Date,
): RegistrationState {
  if (registration.status === "completed") return "completed";
  if (registration.refunded) return "refunded";
  if (registration.status === "pending" && registrationWindow(contest, now) === "open") return "pending";
  return "expired";
}

/** The video link can change while registration is open, for a registration still in play. */
export function linkEditable(state: RegistrationState, contest: ContestDates, now: Date): boolean {
  return (state === "completed" || state === "pending") && registrationWindow(contest, now) === "open";
}
