import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { certificates } from "#db/schema/certificates.ts";
import { type CertificateDetails, detailsOf, qualificationOf } from "./certificate-details.ts";
import { certificateRefusal } from "./certificate-eligibility.ts";
import { normalizeCertificateId } from "./certificate-ids.ts";

/**
 * The public check of a certificate id: its details while the registration still earns it, else
 * null (an unknown id, or a certificate whose registration no longer qualifies, e.g. a winner
 * withdrawn), so the verification page never vouches for what is no longer true. Nor once its owner
 * erased their account: no name is left to confirm, and the page must not confirm a printed one
 * (docs/privacy.md#erasure).
 */
export async function findCertificate(db: Db, rawId: string): Promise<CertificateDetails | null> {
  const id = normalizeCertificateId(rawId);
  if (!id) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) return null;
  const qualification = await qualificationOf(db, row.subscriberId);
  if (!qualification || qualification.erased || certificateRefusal(qualification, row.kind)) return null;
  return detailsOf(qualification, row);
}
