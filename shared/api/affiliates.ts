import { z } from "zod";
import { MediaPath, Ok, SocialLinksSchema } from "./common.ts";

const SignedInUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  affiliateCode: z.string().nullable(),
});
export const LoginAnswer = z.object({ isOk: Ok, message: z.string(), data: SignedInUserSchema });

/** Exactly what the affiliate list shows; the schema is also the filter of what leaves the server. */
export const ReferredUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  profileImage: MediaPath,
  socialMedia: SocialLinksSchema,
});
export const ReferredUsersAnswer = z.object({ isOk: Ok, message: z.string(), data: z.array(ReferredUserSchema) });
