import { formatCertificateId } from "#server/services/certificates/certificate-ids.ts";
import { findCertificate } from "#server/services/certificates/find-certificate.ts";
import type { CertificateVerification } from "#shared/api/my-registrations.ts";
import type { Route } from "./+types/certificate";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The certificate an id names, while it is still earned; null for any other id. */
export function loadCertificatePage({
  params,
  context,
}: Route.LoaderArgs): Promise<{ certificate: CertificateVerification | null; printedId: string | null }> {
  return loadPage(async () => {
    const found = await findCertificate(appOf(context).db, params.certificateId ?? "");
    if (!found) return { certificate: null, printedId: null };
    return {
      certificate: {
        id: found.id,
        kind: found.kind,
        name: found.name,
        contestTitle: found.contestTitle,
        rank: found.rank,
        prizeTitle: found.prizeTitle,
        issuedAt: found.issuedAt.toISOString(),
      },
      printedId: formatCertificateId(found.id),
    };
  });
}
