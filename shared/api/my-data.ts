import { z } from "zod";
import { UserDetailsSchema } from "../registration/user-details-schema.ts";
import { plainText } from "../validation/text.ts";

/** My data (docs/privacy.md#my-data): what a creator may correct, with the registration form's own rules and messages. */
export const MyDataCorrectionBody = UserDetailsSchema.pick({
  firstName: true,
  middleName: true,
  lastName: true,
  mobileNo: true,
  address: true,
  pincode: true,
  bio: true,
});
export type MyDataCorrection = z.output<typeof MyDataCorrectionBody>;

export const GrievanceBody = z.object({
  message: plainText("Message", 3000, { multiline: true }).pipe(z.string().min(10, "Tell us a little more (10 characters at least).")),
});

export const myDataFileFields = ["profileImage", "aadharCard", "panCard", "cancelledCheck"] as const;
