/**
 * Shown above the button when the signed-in creator's registration waits for its payment: after a
 * trip to the UPI app and back to a reloaded tab, "Register Now" alone made people think the payment
 * had failed, or pay twice.
 */
export function PendingPaymentNote() {
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">Your payment is pending</p>
      <p className="mt-1">
        If you have just paid, it completes by itself within a few minutes and you will get an e-mail. Otherwise, complete it here: your
        video link is kept.
      </p>
    </div>
  );
}
