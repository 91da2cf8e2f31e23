import { Link, useLocation } from "react-router";
import { useLanguage, useMessages } from "#app/i18n/i18n.tsx";
import { type Language, languageCookie, languageCookieMaxAgeSeconds, localisedPath } from "#shared/i18n/language.ts";

/** Remembers the choice, so / opens in it next time (the server reads the cookie there only). */
export function rememberLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: one small first-party preference; the Cookie Store API is missing on older Android browsers.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${languageCookieMaxAgeSeconds}; samesite=lax`;
}

/** The same page in the other language: one link, labelled in the language it leads to. */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const common = useMessages("common");
  const { pathname, search, hash } = useLocation();
  const other: Language = language === "hi" ? "en" : "hi";
  return (
    <Link
      to={`${localisedPath(pathname, other)}${search}${hash}`}
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      hrefLang={other === "hi" ? "hi-IN" : "en-IN"}
      aria-label={`${common.languageSwitch.label}: ${other === "hi" ? common.languageSwitch.toHindi : common.languageSwitch.toEnglish}`}
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      {other === "hi" ? common.languageSwitch.toHindi : common.languageSwitch.toEnglish}
    </Link>
  );
}
