import { formatCertificateId } from "#server/services/certificates/certificate-ids.ts";
import { findCertificate } from "#server/services/certificates/find-certificate.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import type { CertificateVerification } from "#shared/api/my-registrations.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/certificate";
import { withContestMessages } from "./contest.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The certificate an id names, while it is still earned; null for any other id; with the page's words. */
export async function loadCertificatePage(args: Route.LoaderArgs) {
  const language = languageOfPath(new URL(args.request.url).pathname);
  try {
    return { ...(await loadCertificate(args)), messages: messagesFor(language, ["contest"]) };
  } catch (thrown) {
    throw withContestMessages(thrown, language);
  }
}

function loadCertificate({
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
