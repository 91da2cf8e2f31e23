import { z } from "zod";
import { MediaPath, Ok, OptionalIsoDate, SocialLinksSchema } from "./common.ts";

const SignedInUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  affiliateCode: z.string().nullable(),
});
export const LoginAnswer = z.object({ isOk: Ok, message: z.string(), data: SignedInUserSchema });

/**
 * Exactly what the affiliate list shows, one row per registration; the schema is also the filter of
 * what leaves the server. Mobile number and e-mail arrive partly masked (docs/affiliates.md).
 */
export const ReferredUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string().describe("masked: only the last four digits"),
  email: z.string().describe("masked: the first letters and the domain"),
  profileImage: MediaPath,
  socialMedia: SocialLinksSchema,
  contestTitle: z.string().nullable(),
  registrationState: z.enum(["pending", "completed", "cancelled"]).nullable(),
  registeredAt: OptionalIsoDate,
  creator: z
    .number()
    .int()
    .positive()
    .describe("which creator the row is of: 1, 2, … in the list's order, the same on each of one creator's registrations; not an id"),
});
export const ReferredUsersAnswer = z.object({ isOk: Ok, message: z.string(), data: z.array(ReferredUserSchema) });
