import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { subscribers } from "../schema.ts";

export const certificateKinds = ["participation", "winner"] as const;
export type CertificateKind = (typeof certificateKinds)[number];

/**
 * Certificates issued to creators once a contest's results are declared (docs/my-registrations-and-certificates.md).
 * One row per registration and kind, made on first download, so the id printed on the PDF and its
 * verification link stay the same however often it is downloaded. The id is 100 random bits (20
 * Crockford base-32 characters): nobody can guess another creator's certificate. Name, contest and
 * rank are read from the registration when shown, so a certificate whose registration no longer
 * qualifies (a winner withdrawn, a registration cancelled) stops verifying.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CertificateKind>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("certificates_subscriber_kind_idx").on(t.subscriberId, t.kind)],
);
