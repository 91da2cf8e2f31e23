import type { Translation } from "./catalogue.ts";
import type account from "./en/account.ts";
import type common from "./en/common.ts";
import type contest from "./en/contest.ts";
import type guardian from "./en/guardian.ts";
import type home from "./en/home.ts";
import type judging from "./en/judging.ts";
import type mail from "./en/mail.ts";
import type pdf from "./en/pdf.ts";
import type privacy from "./en/privacy.ts";
import type registration from "./en/registration.ts";

/**
 * Every namespace of the catalogue, typed by its English source. A page gets the namespaces it
 * names in its loader, in its language only; the e-mails and PDFs read theirs on the server.
 */
export type Catalogue = {
  common: Translation<typeof common>;
  home: Translation<typeof home>;
  privacy: Translation<typeof privacy>;
  contest: Translation<typeof contest>;
  registration: Translation<typeof registration>;
  account: Translation<typeof account>;
  judging: Translation<typeof judging>;
  guardian: Translation<typeof guardian>;
  mail: Translation<typeof mail>;
  pdf: Translation<typeof pdf>;
};
export type Namespace = keyof Catalogue;
export type LoadedMessages = { readonly [N in Namespace]?: Catalogue[N] };
