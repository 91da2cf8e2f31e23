import type { Db } from "#db/client.ts";
import type { Config } from "../../config.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createRazorpayGateway } from "./razorpay-gateway.ts";
import { createSimulatedGateway, simulatedSecret } from "./simulated-gateway.ts";

/** Razorpay when keys are configured, otherwise the simulated test-mode gateway. */
export function createPaymentGateway(db: Db, config: Config): PaymentGateway {
  if (config.razorpay) return createRazorpayGateway(config.razorpay);
  // The secret (a key file in DATA_DIR without SESSION_SECRET) is made when a payment first needs it.
  return createSimulatedGateway(db, () => simulatedSecret(config));
}
