import { formatCertificateId } from "#server/services/certificates/certificate-ids.ts";
import { certificateInLanguage } from "#server/services/certificates/certificate-details.ts";
import { findCertificate } from "#server/services/certificates/find-certificate.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import type { CertificateVerification } from "#shared/api/my-registrations.ts";
import { type Language, languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/certificate";
import { withContestMessages } from "./contest.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The certificate an id names, while it is still earned; null for any other id; with the page's words. */
export async function loadCertificatePage(args: Route.LoaderArgs) {
  const language = languageOfPath(new URL(args.request.url).pathname);
  try {
    return { ...(await loadCertificate(args, language)), messages: messagesFor(language, ["contest"]) };
  } catch (thrown) {
    throw withContestMessages(thrown, language);
  }
}

function loadCertificate(
  { params, context }: Route.LoaderArgs,
  language: Language,
): Promise<{ certificate: CertificateVerification | null; printedId: string | null }> {
  return loadPage(async () => {
    const stored = await findCertificate(appOf(context).db, params.certificateId ?? "");
    if (!stored) return { certificate: null, printedId: null };
    // The page's language: /hi/certificate/… shows the contest's and prize's Hindi titles when there are some.
    const found = certificateInLanguage(stored, language);
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
