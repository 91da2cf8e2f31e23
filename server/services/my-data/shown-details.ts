import type { MyDataExport, MyDataShown } from "#shared/api/my-data.ts";
import { formatDate } from "#shared/i18n/formats.ts";
import type { Language } from "#shared/i18n/language.ts";
import { countryName } from "#shared/places/country-names.ts";
import { stateName } from "#shared/places/state-names.ts";
import { socialNetworks } from "#shared/registration/messages.ts";
import { socialNetworkLabels } from "#shared/social-network-names.ts";

/** The registration form's networks, in its order. */
const formOrder = socialNetworks.map((network) => network.key as string);

/**
 * The details My data shows as a person reads them (docs/privacy.md#my-data): the date of birth as
 * India writes a date in the page's language ("3 Nov 2002", "3 नव॰ 2002"), the day itself whatever the
 * server's time zone; the place with its state and country as the page names them ("Uttar Pradesh,
 * India" is "उत्तर प्रदेश, भारत" on the Hindi site, as on the contest page; towns keep their one name);
 * the social links in the form's order, each a row named by its network.
 */
export function shownDetails(details: MyDataExport["details"], language: Language): MyDataShown {
  const birth = details?.dateOfBirth;
  const stored = details?.socialMedia && typeof details.socialMedia === "object" ? (details.socialMedia as Record<string, unknown>) : {};
  const networks = [...formOrder, ...Object.keys(stored).filter((key) => !formOrder.includes(key))];
  return {
    dateOfBirth: birth ? formatDate(/^\d{4}-\d{2}-\d{2}$/.test(birth) ? `${birth}T00:00:00+05:30` : birth, language) : null,
    place: details
      ? [details.city, details.state && stateName(details.state, language), details.country && countryName(details.country, language)]
          .filter(Boolean)
          .join(", ")
      : null,
    socialMedia: networks.flatMap((key) => {
      const url = stored[key];
      return typeof url === "string" && url.trim() !== "" ? [[socialNetworkLabels[key] ?? key, url.trim()] as [string, string]] : [];
    }),
  };
}
