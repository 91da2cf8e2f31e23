/**
 * Shown above the button when the signed-in creator's registration waits for its payment: after a
 * trip to the UPI app and back to a reloaded tab, "Register Now" alone made people think the payment
 * had failed, or pay twice.
 */
export function PendingPaymentNote({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}
