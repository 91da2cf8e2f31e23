import { z } from "zod";
import { idSchema } from "../validation/id.ts";

export const unlistedTownMessages = {
  townName: "Type your town's name (letters, at least 2).",
  district: "Choose your district.",
} as const;

/** Letters of any script, digits, spaces and . - ' ( ) , as place names are written: 'Noida Sector 62', "Bhai Ki Sarai (Kot)". */
const TOWN_NAME = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .'’()\-,]{1,59}$/u;

/** A town's name as people write it, spaces collapsed; `message` says what to fix. */
export const townNameSchema = (message: string) =>
  z
    .string()
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .regex(TOWN_NAME, message)
        .refine((v) => /\p{L}.*\p{L}/u.test(v), message),
    );

/** 'My town is not listed' (docs/places.md#my-town-is-not-listed): the town as typed, with its district. */
export const UnlistedTownSchema = z.object({
  districtId: idSchema(unlistedTownMessages.district),
  townName: townNameSchema(unlistedTownMessages.townName),
});
export type UnlistedTown = z.infer<typeof UnlistedTownSchema>;
