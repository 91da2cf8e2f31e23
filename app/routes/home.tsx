import { listBanners } from "#server/services/content/banners.ts";
import { listActiveContests } from "#server/services/contests/list-active-contests.ts";
import { mediaUrl } from "#shared/media-url.ts";
import { pageTitle, SITE_DESCRIPTION } from "#shared/site.ts";
import { ContestCard } from "../features/contests/contest-card";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, cache } = context.app;
  const bannerQuery = { isActive: true, sortBy: "sortOrder", sortDirection: "asc" } as const;
  // A failing list leaves its section empty; the rest of the page still renders (spec §8).
  const [contests, banners] = await Promise.all([
    cache.get("contests:active", () => listActiveContests(db)).catch(() => []),
    cache.get(`banners:${JSON.stringify(bannerQuery)}`, () => listBanners(db, bannerQuery)).catch(() => []),
  ]);
  return { contests, banners, now: new Date().toISOString() };
}

export function meta() {
  return [{ title: pageTitle() }, { name: "description", content: SITE_DESCRIPTION }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { contests, banners } = loaderData;
  const now = new Date(loaderData.now);
  const hero = banners[0];
  return (
    <>
      <section className="relative flex min-h-[70vh] items-end overflow-hidden bg-ink pt-28 pb-16 text-white">
        {hero ? (
          <img
            src={mediaUrl(hero.bannerImage) ?? undefined}
            alt={hero.bannerTitle}
            width={1600}
            height={700}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover opacity-60"
          />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink via-ink/40 to-transparent" />
        <div className="relative mx-auto w-full max-w-7xl px-6">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{hero?.bannerTitle ?? "No Banners Available"}</h1>
        </div>
      </section>
      <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="how-it-works" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          How It Works
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {contests.map((contest) => (
            <ContestCard key={contest._id} contest={contest} now={now} />
          ))}
        </div>
      </section>
    </>
  );
}
