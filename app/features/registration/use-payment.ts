import { useRef, useState } from "react";
import { toast } from "sonner";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import {
  type CheckoutSuccess,
  type CreateOrderAnswer,
  call,
  type PaymentConfig,
  postJson,
  type Refusal,
  type RegistrationUser,
} from "./api.ts";
import { type CheckoutOptions, checkoutOptions, loadRazorpay, openRazorpay, type PaymentFailure } from "./checkout.ts";
import { useKnownMessage } from "./known-messages.tsx";

export type OpenCheckout = { mode: PaymentConfig["mode"]; options: CheckoutOptions; onFailed: (response: PaymentFailure) => void };

/**
 * Pay (docs/product-rules.md#registration steps 5-7): create the order, then either finish a free contest at once or open the
 * checkout, and confirm a successful payment with the server. A failed or dismissed payment leaves
 * the payment dialog ready for another try; the server reuses the pending registration.
 */
export function usePayment({
  contest,
  onCompleted,
  onClosed,
  onFull,
}: {
  contest: Contest;
  onCompleted: (message: string) => void;
  onClosed: () => void;
  onFull: () => void;
}) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const [busy, setBusy] = useState(false);
  // A failure's toast is stale once a retry succeeds: it goes when the success toast comes.
  const failureToasts = useRef<(string | number)[]>([]);
  const fail = (message: string) => {
    failureToasts.current.push(toast.error(t(message)));
  };
  const complete = (message: string) => {
    for (const id of failureToasts.current) toast.dismiss(id);
    failureToasts.current = [];
    onCompleted(message);
  };
  const [checkout, setCheckout] = useState<OpenCheckout | null>(null);
  const [lastLink, setLastLink] = useState<string | null>(null);

  /** The server's refusals: the window closed or the contest filled while the page was open, or a message. */
  function refuse(body: Refusal | null, fallback: string) {
    if (body?.code === "REGISTRATION_CLOSED") return onClosed();
    if (body?.code === "REGISTRATION_FULL") {
      fail(body.message || r.launcher.full);
      return onFull();
    }
    fail(body?.message || fallback);
  }

  async function paymentConfig(): Promise<PaymentConfig | null> {
    try {
      const answer = await call<PaymentConfig>("/api/subscriber/get-razorpay-id");
      if (answer.body?.isOk) return answer.body;
      fail(m.paymentConfigFailed);
    } catch {
      fail(m.paymentConfigError);
    }
    return null;
  }

  async function confirm(response: CheckoutSuccess, userId: string) {
    setCheckout(null);
    setBusy(true);
    try {
      const answer = await postJson<object>("/api/subscriber/confirm-order", { ...response, contestId: contest._id, userId });
      if (answer.body?.isOk) return complete(m.paymentSuccess);
      refuse(answer.body, m.verificationFailed);
    } catch {
      fail(m.verificationCallFailed);
    }
    setBusy(false);
  }

  async function pay(user: RegistrationUser | null, link: string) {
    setLastLink(link);
    if (!user?._id) {
      fail(m.userNotFound);
      return;
    }
    setBusy(true);
    let handedOver = false;
    try {
      const answer = await postJson<CreateOrderAnswer>("/api/subscriber/create-order", { contestId: contest._id, userId: user._id, link });
      if (!answer.body?.isOk) return refuse(answer.body, m.createOrderFailed);
      const data = answer.body.data;
      if (data.free) {
        handedOver = true;
        return complete(m.freeContestSuccess);
      }
      const config = await paymentConfig();
      if (!config) return;
      const ended = () => {
        setCheckout(null);
        setBusy(false);
      };
      const options = checkoutOptions({
        key: config.razorpayKeyId,
        order: data.order,
        contest,
        userId: user._id,
        user: { ...data.user, contact: data.user.contact || user.contact || "" },
        description: f.fill(r.payment.checkoutDescription, { contest: contest.title }),
        handler: (response) => void confirm(response, user._id),
        ondismiss: ended,
      });
      if (config.mode === "simulated") {
        const onFailed = (response: PaymentFailure) => {
          fail(response.error?.description || m.paymentFailed);
          ended();
        };
        setCheckout({ mode: "simulated", options, onFailed });
        handedOver = true;
        return;
      }
      if (!(await loadRazorpay())) {
        fail(m.checkoutLoadFailed);
        return;
      }
      // Razorpay keeps its checkout open after a failure so the payer can try another method there;
      // our dialog comes back when it is dismissed.
      const onFailed = (response: PaymentFailure) => fail(response.error?.description || m.paymentFailed);
      setCheckout({ mode: "razorpay", options, onFailed });
      openRazorpay(options, onFailed);
      handedOver = true;
    } catch {
      fail(m.paymentError);
      setCheckout(null);
    } finally {
      if (!handedOver) setBusy(false);
    }
  }

  return { busy, checkout, lastLink, pay };
}
