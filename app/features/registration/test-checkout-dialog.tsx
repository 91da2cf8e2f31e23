import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type CheckoutSuccess, postJson } from "./api.ts";
import type { CheckoutOptions, PaymentFailure } from "./checkout.ts";
import { useKnownMessage } from "./known-messages.tsx";
import { money } from "./payment-dialog.tsx";

/**
 * The test-mode stand-in for Razorpay's checkout, used when the server has no Razorpay keys
 * (docs/decisions.md#payments). The server signs the outcome as Razorpay would, and this dialog calls back
 * as Razorpay's checkout does: `handler` on success, `payment.failed` on failure, `ondismiss` on close.
 */
export function TestCheckoutDialog({ options, onFailed }: { options: CheckoutOptions; onFailed: (response: PaymentFailure) => void }) {
  const r = useMessages("registration").checkout;
  const f = useFormat();
  const t = useKnownMessage();
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);

  async function finish(outcome: "success" | "failure") {
    setBusy(outcome);
    try {
      const answer = await postJson<CheckoutSuccess & { error?: { description?: string } }>(
        `/api/subscriber/simulated-checkout/${encodeURIComponent(options.order_id)}`,
        { outcome },
      );
      const body = answer.body as (Partial<CheckoutSuccess> & { error?: { description?: string }; message?: string }) | null;
      if (outcome === "success" && body?.razorpay_payment_id && body.razorpay_order_id && body.razorpay_signature) {
        options.handler({
          razorpay_order_id: body.razorpay_order_id,
          razorpay_payment_id: body.razorpay_payment_id,
          razorpay_signature: body.razorpay_signature,
        });
      } else {
        onFailed({ error: { description: body?.error?.description ?? body?.message } });
      }
    } catch {
      toast.error(t(m.paymentError));
      options.modal.ondismiss();
    }
  }

  return (
    <Dialog
      title={r.title}
      closeLabel={r.close}
      onClose={busy ? () => {} : options.modal.ondismiss}
      footer={
        <>
          <Button variant="secondary" disabled={busy !== null} busy={busy === "failure"} onClick={() => finish("failure")}>
            {busy === "failure" ? r.failing : r.fail}
          </Button>
          <Button disabled={busy !== null} busy={busy === "success"} onClick={() => finish("success")}>
            {busy === "success" ? r.paying : r.succeed}
          </Button>
        </>
      }
    >
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">{r.note}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-gray-600">{r.contest}</dt>
        <dd className="font-semibold text-ink">{options.name}</dd>
        <dt className="font-medium text-gray-600">{r.amount}</dt>
        <dd className="font-semibold text-ink">{money(options.amount / 100, options.currency, f)}</dd>
        <dt className="font-medium text-gray-600">{r.payingAs}</dt>
        <dd className="break-all text-ink">{options.prefill.email}</dd>
        <dt className="font-medium text-gray-600">{r.order}</dt>
        <dd className="break-all text-gray-700">{options.order_id}</dd>
      </dl>
    </Dialog>
  );
}
