import { z } from "zod";
import { IsoDate, MediaPath, Ok } from "./common.ts";

export const ApplicantSchema = z.object({
  _id: z.string(),
  /** The spec's name for the applicant's public profile: no id, no contact details. */
  userId: z.object({ firstName: z.string(), lastName: z.string(), profileImage: MediaPath }),
  isPaid: z.boolean(),
  isWinner: z.boolean(),
  link: z.string(),
  createdAt: IsoDate,
});

/** Completed registrations only, without user ids or e-mail addresses (docs/product-rules.md, registration). */
export const ApplicantListAnswer = z.object({ isOk: Ok, data: z.array(ApplicantSchema), winnersDeclared: z.boolean() });

export const PaymentConfigAnswer = z.object({
  isOk: Ok,
  razorpayKeyId: z.string(),
  mode: z.enum(["razorpay", "simulated"]),
});

/** Only what the confirm dialog shows; mobile number and street address masked. */
export const LookedUpUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  address: z.string(),
  cityId: z.object({ _id: z.string(), cityName: z.string() }).nullable(),
  stateId: z.object({ _id: z.string(), stateName: z.string() }).nullable(),
  countryId: z.object({ _id: z.string(), countryName: z.string() }).nullable(),
  pincode: z.string(),
  link: z.string(),
});
export const LookedUpUserAnswer = z.object({ isOk: Ok, data: LookedUpUserSchema, alreadyRegistered: z.boolean() });

export const AffiliateCodeAnswer = z.object({ isOk: Ok, message: z.string(), data: z.object({ fullName: z.string() }) });

const CreatedUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  link: z.string(),
  countryId: z.string().nullable(),
  stateId: z.string().nullable(),
  cityId: z.string().nullable(),
});
export const CreatedUserAnswer = z.object({ isOk: Ok, message: z.string(), data: CreatedUserSchema });

export const OrderSchema = z.object({ id: z.string(), amount: z.number().int().describe("Paise"), currency: z.string() });

/** A free contest completes at once; a paid one answers the provider order for the checkout. */
export const CreateOrderAnswer = z.object({
  isOk: Ok,
  message: z.string(),
  data: z.discriminatedUnion("free", [
    z.object({
      free: z.literal(true),
      subscriber: z.object({
        _id: z.string(),
        contestId: z.string(),
        userId: z.string(),
        link: z.string(),
        isPaid: z.boolean(),
        status: z.string(),
      }),
    }),
    z.object({
      free: z.literal(false),
      order: OrderSchema,
      subscriber: z.object({ _id: z.string() }),
      user: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    }),
  ]),
});

export const ConfirmOrderAnswer = z.object({ isOk: Ok, message: z.string() });

/** What the checkout hands the page on success, signed as Razorpay signs it. */
export const CheckoutSuccessSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export const SimulatedCheckoutAnswer = z.union([CheckoutSuccessSchema, z.object({ error: z.object({ description: z.string() }) })]);

export const WebhookAnswer = z.object({ isOk: Ok, handled: z.string() });
