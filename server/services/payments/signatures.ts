import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time comparison of two hex signatures; a wrong length or non-hex input is simply false. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (typeof givenHex !== "string" || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const given = Buffer.from(givenHex.toLowerCase(), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** https://razorpay.com/docs/payments/server-integration/nodejs/integration-steps/#verify-payment-signature */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function verifyCheckout(secret: string, input: { orderId: string; paymentId: string; signature: string }): boolean {
  return signaturesMatch(checkoutSignature(secret, input.orderId, input.paymentId), input.signature);
}

/** https://razorpay.com/docs/webhooks/validate-test/ : HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyWebhook(secret: string | undefined, rawBody: Buffer, signature: string): boolean {
  if (!secret || !signature) return false;
  return signaturesMatch(hmacHex(secret, rawBody), signature);
}
