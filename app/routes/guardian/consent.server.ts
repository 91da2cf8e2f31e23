import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";

/** The consent page's texts in its language (/hi/guardian/consent in Hindi); the request itself loads in the browser. */
export function loadGuardianConsentPage(request: Request) {
  return { messages: messagesFor(languageOfPath(new URL(request.url).pathname), ["guardian"]) };
}
