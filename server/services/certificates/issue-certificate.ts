import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type CertificateKind, certificates } from "#db/schema/certificates.ts";
import { myRegistrationMessages as m } from "#shared/api/my-registrations.ts";
import { AppError } from "../../errors.ts";
import { findOwnRegistration } from "../my-registrations/find-own-registration.ts";
import { type CertificateDetails, detailsOf, qualificationOf } from "./certificate-details.ts";
import { certificateRefusal } from "./certificate-eligibility.ts";
import { newCertificateId } from "./certificate-ids.ts";

const refusals = {
  "not-declared": () => new AppError("CONFLICT", m.certificateNotYet),
  "not-completed": () => new AppError("CONFLICT", m.certificateNotCompleted),
  "not-winner": () => new AppError("NOT_FOUND", m.certificateNotWinner),
} as const;

/**
 * The signed-in creator's certificate of one kind for one registration, issued on first request:
 * the row is made once (a second request, even at the same moment, finds the first one's id), so
 * the id printed on every download and its verification link never change.
 */
export async function issueCertificate(
  db: Db,
  options: { userId: string | null; registrationId: string; kind: CertificateKind },
): Promise<CertificateDetails> {
  await findOwnRegistration(db, options);
  const qualification = await qualificationOf(db, options.registrationId);
  if (!qualification) throw new AppError("NOT_FOUND", m.notFound);
  const refusal = certificateRefusal(qualification, options.kind);
  if (refusal) throw refusals[refusal]();

  const where = and(eq(certificates.subscriberId, options.registrationId), eq(certificates.kind, options.kind));
  await db
    .insert(certificates)
    .values({ id: newCertificateId(), subscriberId: options.registrationId, kind: options.kind })
    .onConflictDoNothing({ target: [certificates.subscriberId, certificates.kind] });
  const [row] = await db.select().from(certificates).where(where);
  if (!row) throw new Error("certificate row not written");
  return detailsOf(qualification, row);
}
