import { type Dispatch, type SetStateAction, useRef, useState } from "react";
import { toast } from "sonner";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import {
  type CheckoutSuccess,
  type CreateOrderAnswer,
  confirmOrder,
  createOrder,
  getPaymentConfig,
  type PaymentConfig,
  type Refusal,
  type RegistrationUser,
} from "./api.ts";
import { type CheckoutOptions, checkoutOptions, loadRazorpay, openRazorpay, type PaymentFailure } from "./checkout.ts";
import { useKnownMessage } from "./known-messages.tsx";

export type OpenCheckout = { mode: PaymentConfig["mode"]; options: CheckoutOptions; onFailed: (response: PaymentFailure) => void };

type PaymentProps = {
  contest: Contest;
  onCompleted: (message: string) => void;
  onClosed: () => void;
  onFull: () => void;
};

type PaidOrder = Extract<CreateOrderAnswer["data"], { free: false }>;

/** How each attempt ends: a failure's toast, completion, or the server's refusal. */
function usePaymentOutcomes({ onCompleted, onClosed, onFull }: Omit<PaymentProps, "contest">) {
  const r = useMessages("registration");
  const t = useKnownMessage();
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
  /** The server's refusals: the window closed or the contest filled while the page was open, or a message. */
  function refuse(body: Refusal | null, fallback: string) {
    if (body?.code === "REGISTRATION_CLOSED") return onClosed();
    if (body?.code === "REGISTRATION_FULL") {
      fail(body.message || r.launcher.full);
      return onFull();
    }
    fail(body?.message || fallback);
  }
  return { fail, complete, refuse };
}

type Outcomes = ReturnType<typeof usePaymentOutcomes>;

async function paymentConfig(fail: Outcomes["fail"]): Promise<PaymentConfig | null> {
  try {
    const answer = await getPaymentConfig();
    if (answer.body?.isOk) return answer.body;
    fail(m.paymentConfigFailed);
  } catch {
    fail(m.paymentConfigError);
  }
  return null;
}

/**
 * The checkout for a created order (ours in simulated mode, else Razorpay's), and the payment's
 * confirmation with the server once it succeeds.
 */
function useCheckout(contest: Contest, { fail, complete, refuse }: Outcomes, setBusy: Dispatch<SetStateAction<boolean>>) {
  const r = useMessages("registration");
  const f = useFormat();
  const [checkout, setCheckout] = useState<OpenCheckout | null>(null);

  async function confirm(response: CheckoutSuccess, userId: string) {
    setCheckout(null);
    setBusy(true);
    try {
      const answer = await confirmOrder({ ...response, contestId: contest._id, userId });
      if (answer.body?.isOk) return complete(m.paymentSuccess);
      refuse(answer.body, m.verificationFailed);
    } catch {
      fail(m.verificationCallFailed);
    }
    setBusy(false);
  }

  /** Answers whether the payment is now the checkout's to finish. */
  async function open(data: PaidOrder, user: RegistrationUser): Promise<boolean> {
    const config = await paymentConfig(fail);
    if (!config) return false;
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
      return true;
    }
    if (!(await loadRazorpay())) {
      fail(m.checkoutLoadFailed);
      return false;
    }
    // Razorpay keeps its checkout open after a failure so the payer can try another method there;
    // our dialog comes back when it is dismissed.
    const onFailed = (response: PaymentFailure) => fail(response.error?.description || m.paymentFailed);
    setCheckout({ mode: "razorpay", options, onFailed });
    openRazorpay(options, onFailed);
    return true;
  }

  return { checkout, setCheckout, open };
}

/**
 * Pay (docs/product-rules.md#registration steps 5-7): create the order, then either finish a free contest at once or open the
 * checkout, and confirm a successful payment with the server. A failed or dismissed payment leaves
 * the payment dialog ready for another try; the server reuses the pending registration.
 */
export function usePayment({ contest, ...on }: PaymentProps) {
  const [busy, setBusy] = useState(false);
  const outcomes = usePaymentOutcomes(on);
  const { fail, complete, refuse } = outcomes;
  const { checkout, setCheckout, open } = useCheckout(contest, outcomes, setBusy);
  const [lastLink, setLastLink] = useState<string | null>(null);

  async function pay(user: RegistrationUser | null, link: string) {
    setLastLink(link);
    if (!user?._id) {
      fail(m.userNotFound);
      return;
    }
    setBusy(true);
    let handedOver = false;
    try {
      const answer = await createOrder({ contestId: contest._id, userId: user._id, link });
      if (!answer.body?.isOk) return refuse(answer.body, m.createOrderFailed);
      const data = answer.body.data;
      // No checkout: a free contest, or a payment already made whose confirmation was lost (the server's message says which).
      if (data.free) {
        handedOver = true;
        return complete(answer.body.message);
      }
      handedOver = await open(data, user);
    } catch {
      fail(m.paymentError);
      setCheckout(null);
    } finally {
      if (!handedOver) setBusy(false);
    }
  }

  return { busy, checkout, lastLink, pay };
}
