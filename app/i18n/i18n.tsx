import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useMatches } from "react-router";
import { fill, type Plural, plural } from "#shared/i18n/catalogue.ts";
import { formatDate, formatNumber, formatPaise, formatRupees } from "#shared/i18n/formats.ts";
import { type Language, languageOfPath, localisedPath } from "#shared/i18n/language.ts";
import type { Catalogue, LoadedMessages, Namespace } from "#shared/i18n/namespaces.ts";

type I18nState = { language: Language; messages: LoadedMessages };

const I18nContext = createContext<I18nState>({ language: "en", messages: {} });

/** The messages every loader of the current page sent (`messages` in its data), merged. */
function useRouteMessages(): LoadedMessages {
  const matches = useMatches();
  return useMemo(() => {
    const merged: Record<string, unknown> = {};
    for (const match of matches) {
      const messages = (match.loaderData as { messages?: LoadedMessages } | undefined)?.messages;
      if (messages) Object.assign(merged, messages);
    }
    return merged as LoadedMessages;
  }, [matches]);
}

/** The page's language (from its path) and the messages its loaders sent. */
export function PageI18nProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  const messages = useRouteMessages();
  const language = languageOfPath(pathname);
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** More namespaces for a part that loads on its own (a dialog's chunk brings its messages with it). */
export function MessagesProvider({ messages, children }: { messages: LoadedMessages; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const value = useMemo(() => ({ language: outer.language, messages: { ...outer.messages, ...messages } }), [outer, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useLanguage = (): Language => useContext(I18nContext).language;

/** A namespace's messages in the page's language; its loader (or a MessagesProvider) must have sent it. */
export function useMessages<N extends Namespace>(namespace: N): Catalogue[N] {
  const messages = useContext(I18nContext).messages[namespace];
  if (!messages) throw new Error(`Messages "${namespace}" were not loaded for this page`);
  return messages as Catalogue[N];
}

/** Helpers bound to the page's language: fill a template, choose a plural, format money, numbers and IST dates, localise a path. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      fill,
      plural: (forms: Plural, count: number, values?: Record<string, string | number>) => plural(language, forms, count, values),
      money: (paise: number) => formatPaise(paise, language),
      rupees: (rupees: number) => formatRupees(rupees, language),
      number: (value: number) => formatNumber(value, language),
      date: (value: string | Date | null | undefined, style?: Parameters<typeof formatDate>[2]) => formatDate(value, language, style),
      path: (path: string) => localisedPath(path, language),
    }),
    [language],
  );
}

/** A namespace from the loaders' data, for a route's meta function (which runs outside the components). */
export function metaMessages<N extends Namespace>(matches: readonly unknown[], namespace: N): Catalogue[N] | undefined {
  for (const match of matches) {
    const messages = (match as { loaderData?: { messages?: LoadedMessages } } | undefined)?.loaderData?.messages;
    if (messages?.[namespace]) return messages[namespace] as Catalogue[N];
  }
  return undefined;
}

/** A namespace if the page's loaders sent it (the error pages render even when a loader failed). */
export function useOptionalMessages<N extends Namespace>(namespace: N): Catalogue[N] | undefined {
  return useContext(I18nContext).messages[namespace] as Catalogue[N] | undefined;
}
