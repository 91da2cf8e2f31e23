import { isDatabaseUnavailable } from "#db/availability.ts";
import type { AppContext } from "../../context.ts";
import { listActiveContests } from "../contests/list-active-contests.ts";
import type { Language } from "#shared/i18n/language.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import { listQueryKey } from "../public-list-cache.ts";
import { listBanners } from "./banners.ts";
import { listActiveContestCategories } from "./categories.ts";
import { listJudges } from "./judges.ts";
import { listTestimonials } from "./testimonials.ts";

// The same queries the home page sends to the API (docs/product-rules.md#content), so page and API share cache entries.
export const HOME_BANNER_QUERY = { isActive: true, sortBy: "sortOrder", sortDirection: "asc" } as const;
export const HOME_JUDGE_QUERY = { skip: 0, perPage: 100, home: true, isActive: true } as const;
export const HOME_TESTIMONIAL_QUERY = { isActive: true, pageNo: 1, pageSize: 10, sortBy: "createdAt", sortDirection: "desc" } as const;

/**
 * Every list of the home page, from the in-memory cache. A list that fails is logged and left empty
 * (docs/product-rules.md#content) so the rest of the page still renders. `databaseUnavailable` says
 * that no list could be served, even from the cache, because the database is away. In `language`: each
 * text in Hindi where it has one (cached apart from the English).
 */
export async function loadHomeLists({ db, cache }: Pick<AppContext, "db" | "cache">, language: Language = "en") {
  const key = (plain: string) => keyInLanguage(plain, language);
  let unavailable: unknown;
  let failures = 0;
  const empty = (label: string) => (error: unknown) => {
    failures++;
    if (isDatabaseUnavailable(error)) unavailable = error;
    else console.error(label, error instanceof Error ? error.message : error);
    return [] as never[];
  };
  const [banners, contests, categories, judges, testimonials] = await Promise.all([
    cache
      .get(key(listQueryKey("banners", HOME_BANNER_QUERY)), () => listBanners(db, HOME_BANNER_QUERY, language))
      .catch(empty("Error fetching banners.")),
    cache.get(key("contests:active"), () => listActiveContests(db, new Date(), language)).catch(empty("Error fetching active contests:")),
    cache.get(key("contest-categories:active"), () => listActiveContestCategories(db, language)).catch(empty("Error fetching categories:")),
    cache
      .get(key(listQueryKey("judges", HOME_JUDGE_QUERY)), () => listJudges(db, HOME_JUDGE_QUERY, language))
      .then((result) => result.data)
      .catch(empty("Error fetching judges:")),
    cache
      .get(key(listQueryKey("testimonials", HOME_TESTIMONIAL_QUERY)), () => listTestimonials(db, HOME_TESTIMONIAL_QUERY, language))
      .then((result) => result.testimonials)
      .catch(empty("Error fetching testimonials:")),
  ]);
  const databaseUnavailable = Boolean(unavailable) && failures === 5;
  return { banners, contests, categories, judges, testimonials, databaseUnavailable };
}
