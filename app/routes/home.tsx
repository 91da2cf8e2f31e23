import { metaMessages } from "#app/i18n/i18n.tsx";
import { Suspense } from "react";
import { useNavigation } from "react-router";
import { BelowTheFold } from "#app/components/below-the-fold.tsx";
import { HallOfFame } from "#app/features/home/hall-of-fame.tsx";
import { HeroBanners } from "#app/features/home/hero-banners.tsx";
import { HowItWorks } from "#app/features/home/how-it-works.tsx";
import { Manifesto } from "#app/features/home/manifesto.tsx";
import { PainPoints } from "#app/features/home/pain-points.tsx";
import { Testimonials } from "#app/features/home/testimonials.tsx";
import { WhyWeExist } from "#app/features/home/why-we-exist.tsx";
import { languageOfPath, pathWithoutLanguage } from "#shared/i18n/language.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server.ts";

// The console's banner preview shows the hero from this module, so the public page's script stays one chunk.
export { HeroBanners };

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export function meta({ loaderData: data, location, matches }: Route.MetaArgs) {
  return shareMeta({
    origin: data?.origin,
    path: "/",
    image: data?.banners[0]?.bannerImage,
    language: languageOfPath(location.pathname),
    site: metaMessages(matches, "common")?.site,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { contests, banners, categories, judges, testimonials } = loaderData;
  const navigation = useNavigation();
  // Lists arrive with the page; they are only "loading" while the home page's data is being fetched again.
  const loading = navigation.state === "loading" && pathWithoutLanguage(navigation.location.pathname) === "/";
  const now = new Date(loaderData.now);
  return (
    <>
      <HeroBanners banners={banners} loading={loading} />
      {/*
        The contests come right after the hero (DESIGN.md, registration experience), open ones first
        (the loader orders them), so a phone sees them without scrolling past other sections. Below the
        hero each section is hydrated on its own, so no step blocks a tap for long.
      */}
      <Suspense>
        <HowItWorks contests={contests} now={now} />
      </Suspense>
      <BelowTheFold height={700}>
        <PainPoints />
      </BelowTheFold>
      <BelowTheFold height={900}>
        <WhyWeExist categories={categories} />
      </BelowTheFold>
      <BelowTheFold height={800}>
        <HallOfFame judges={judges} />
      </BelowTheFold>
      <BelowTheFold height={700}>
        <Manifesto />
      </BelowTheFold>
      <BelowTheFold height={700}>
        <Testimonials testimonials={testimonials} />
      </BelowTheFold>
    </>
  );
}
