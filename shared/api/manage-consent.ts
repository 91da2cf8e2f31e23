import { z } from "zod";
import { consentPurposes } from "../privacy/purposes.ts";
import { Ok } from "./common.ts";

/**
 * 'Manage consent' (/privacy/consent, docs/privacy.md#withdrawing): what a link's address controls, and
 * withdrawing or giving one purpose. A module of its own: the registration dialogs never load it.
 */
export const ManagedConsents = z.array(
  z.object({
    subjectId: z.string(),
    whose: z.string(),
    role: z.enum(["self", "guardian"]),
    purposes: z.array(
      // `withdrawn`: not given because it was withdrawn, not refused nor never given.
      z.object({ purpose: z.enum(consentPurposes), granted: z.boolean(), askAgain: z.boolean(), withdrawn: z.boolean() }),
    ),
  }),
);
export type ManagedConsents = z.infer<typeof ManagedConsents>;
export const ManagedConsentsAnswer = z.object({ isOk: Ok, data: ManagedConsents });

export const WithdrawBody = z.object({ token: z.string().max(500), subjectId: z.string().max(40), purpose: z.enum(consentPurposes) });
