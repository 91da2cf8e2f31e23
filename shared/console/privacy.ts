import { z } from "zod";
import { CONSOLE_PAGE_SIZE } from "./table-query.ts";
import { emailSchema } from "../validation/email.ts";
import { plainText } from "../validation/text.ts";

/** The console's privacy page (docs/privacy.md#my-data): requests people made about their data. */
export type PrivacyRequestRow = {
  id: string;
  kind: string;
  status: string;
  /** Only a grievance keeps the address, to answer it; the other kinds name nobody. */
  email: string | null;
  message: string | null;
  answerDueAt: string | null;
  answeredAt: string | null;
  createdAt: string;
};

export const PRIVACY_REQUESTS_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const privacyRequestKindLabels: Record<string, string> = {
  export: "Copy of their data",
  correction: "Correction",
  erasure: "Erasure",
  grievance: "Grievance",
};

/** The person who answers privacy questions (shown on the notice) and how long prize documents are kept. */
export const PrivacyContactForm = z.object({
  name: plainText("Name", 120),
  email: z.union([z.literal(""), emailSchema()]),
  phone: plainText("Phone", 40),
  documentRetentionDays: z
    .number({ error: "Enter a number of days." })
    .int("Enter a whole number of days.")
    .min(1, "At least 1 day.")
    .max(3650, "At most 3650 days (10 years)."),
});
export type PrivacyContactForm = z.output<typeof PrivacyContactForm>;

export type BreachNotifyRow = { notify: string; firstName: string; throughGuardian: boolean };
