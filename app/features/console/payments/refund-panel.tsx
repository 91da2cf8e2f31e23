import { useState } from "react";
import { REFUND_REASON_MIN_LENGTH, type RefundAnswer, type RefundPreview, refundReasonMessage } from "#shared/console/payments.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { apiGet, apiPost } from "../../../lib/api-client";
import { ReasonDialog } from "../forms/reason-dialog";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

type Message = { kind: "error" | "done"; text: string };

/** The refund's two steps: `open` asks the server and opens the confirmation; `refund` sends the reason. */
function useRefund(registrationId: string, onRefunded: () => void) {
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const url = `/api/admin/registrations/${encodeURIComponent(registrationId)}/refund`;

  const open = async () => {
    setMessage(null);
    setBusy(true);
    // The dialog names the creator and the amount as the server sees them now.
    const answer = await apiGet<{ data: RefundPreview }>(url);
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: "error", text: answer.body.message });
    const found = answer.body.data;
    if (!found.refundable) return setMessage({ kind: "error", text: found.blockedReason ?? "This registration cannot be refunded." });
    setPreview(found);
    setConfirming(true);
  };

  const refund = async (reason: string) => {
    setBusy(true);
    const answer = await apiPost<RefundAnswer>(url, { confirm: true, reason });
    setBusy(false);
    // A refused reason stays in the dialog, at its field; anything else closes it and is said below.
    if (!answer.ok && answer.status === 400) return answer.body.message;
    setConfirming(false);
    if (!answer.ok) {
      setMessage({ kind: "error", text: answer.body.message });
      return null;
    }
    setMessage({ kind: "done", text: answer.body.message });
    onRefunded();
    return null;
  };

  const close = () => (busy ? undefined : setConfirming(false));
  return { preview: confirming ? preview : null, busy, message, open, refund, close };
}

/** Why the refund is or is not offered. */
function refundNote(canRefund: boolean, refundable: boolean, amountText: string) {
  if (!canRefund) return "Only an owner can refund a registration.";
  if (!refundable) return "Only a completed paid registration that has not won can be refunded.";
  return `Refunds ${amountText || "the entry fee"} in full through the payment gateway. The registration leaves the public list and its place is freed.`;
}

function RefundMessage({ message }: { message: Message | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={`mt-3 rounded-xl px-4 py-3 text-sm font-medium ${message.kind === "error" ? "border border-red-200 bg-red-50 text-red-800" : "border border-green-200 bg-green-50 text-green-900"}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

/** The confirmation names the amount and the creator, and asks the reason the creator's e-mail quotes. */
function RefundConfirmDialog({
  preview,
  amountText,
  onConfirm,
  onClose,
}: {
  preview: RefundPreview;
  amountText: string;
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={`Refund ${preview.amountPaise === null ? amountText : formatPaiseForAccounts(preview.amountPaise)} to ${preview.creatorName}?`}
      description={`The registration for ${preview.contestTitle} leaves the public list and the place is freed. The creator's refund e-mail quotes your reason.`}
      label="Reason for the refund"
      confirmLabel="Refund"
      minLength={REFUND_REASON_MIN_LENGTH}
      tooShort={refundReasonMessage}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * Refunds a completed paid registration in full, after a confirmation naming the amount and the
 * creator. Owners only: others see why they cannot. The server decides everything again (and keys the
 * refund on the registration's payment), so a second click or a retry never refunds twice.
 */
export function RefundPanel(props: {
  registrationId: string;
  canRefund: boolean;
  refundable: boolean;
  amountPaise: number | null;
  onRefunded: () => void;
}) {
  const { registrationId, canRefund, refundable, amountPaise, onRefunded } = props;
  const { preview, busy, message, open, refund, close } = useRefund(registrationId, onRefunded);
  const amountText = amountPaise === null ? "" : formatPaiseForAccounts(amountPaise);

  return (
    <section aria-labelledby={`refund-${registrationId}`} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={`refund-${registrationId}`} className="text-lg font-bold text-ink">
        Refund
      </h2>
      {/* Once refunded here, the status message below says what happened; the page's new state no longer offers a refund. */}
      {message?.kind === "done" ? null : <p className="mt-1 text-sm text-gray-700">{refundNote(canRefund, refundable, amountText)}</p>}
      {canRefund && refundable ? (
        <button
          type="button"
          onClick={open}
          disabled={busy}
          aria-busy={busy || undefined}
          className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-3`}
        >
          Refund {amountText}
        </button>
      ) : null}
      <RefundMessage message={message} />
      {preview ? <RefundConfirmDialog preview={preview} amountText={amountText} onConfirm={refund} onClose={close} /> : null}
    </section>
  );
}
