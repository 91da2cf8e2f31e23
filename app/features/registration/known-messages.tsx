import { createContext, useCallback, useContext } from "react";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import type { Language } from "#shared/i18n/language.ts";

type Table = Readonly<Record<string, string>> | null;

/**
 * The API's and the shared validation's English sentences in the page's language (DESIGN.md,
 * Languages). The Hindi table comes with the dialogs' code, and only on Hindi pages, so no English
 * page downloads it; the server already answers in Hindi when asked, and a Hindi text passes as it is.
 */
const KnownMessagesContext = createContext<Table>(null);
export const KnownMessagesProvider = KnownMessagesContext.Provider;

export async function loadKnownMessages(language: Language): Promise<Table> {
  if (language !== "hi") return null;
  return (await import("#shared/i18n/hi/api-messages.ts")).apiMessagesHindi;
}

export type KnownMessage = ((message: string) => string) & {
  /** Whether a message (the server's, maybe already translated) is this English one. */
  is: (message: string | null | undefined, english: string) => boolean;
};

/** `t(message)`: the message in the page's language; unknown messages stay as they are. */
export function useKnownMessage(): KnownMessage {
  const table = useContext(KnownMessagesContext);
  const translate = useCallback((message: string) => (table ? translateKnownMessage(message, table) : message), [table]);
  return Object.assign(translate, {
    is: (message: string | null | undefined, english: string) => message === english || (table !== null && message === translate(english)),
  });
}
