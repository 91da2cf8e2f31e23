import type { AppContext } from "../../context.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createRazorpayGateway } from "./razorpay-gateway.ts";
import { createSimulatedGateway, simulatedSecret } from "./simulated-gateway.ts";

const gateways = new WeakMap<AppContext, PaymentGateway>();

/** Razorpay when keys are configured, otherwise the simulated test-mode gateway; one per app. */
export function paymentGatewayFor(ctx: AppContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = ctx.config.razorpay
      ? createRazorpayGateway(ctx.config.razorpay)
      : createSimulatedGateway(ctx.db, simulatedSecret(ctx.config));
    gateways.set(ctx, gateway);
  }
  return gateway;
}
