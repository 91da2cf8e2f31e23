import { useNavigation } from "react-router";
import { HallOfFame } from "#app/features/home/hall-of-fame.tsx";
import { HeroBanners } from "#app/features/home/hero-banners.tsx";
import { HowItWorks } from "#app/features/home/how-it-works.tsx";
import { Manifesto } from "#app/features/home/manifesto.tsx";
import { PainPoints } from "#app/features/home/pain-points.tsx";
import { Testimonials } from "#app/features/home/testimonials.tsx";
import { WhyWeExist } from "#app/features/home/why-we-exist.tsx";
import { loadHomeLists } from "#server/services/content/home-lists.ts";
import { shareMeta } from "#shared/site.ts";
import type { Route } from "./+types/home";
import { appContext } from "#app/router-context.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const lists = await loadHomeLists(context.get(appContext));
  return { ...lists, now: new Date().toISOString(), origin: context.get(appContext).config.publicUrl ?? new URL(request.url).origin };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return shareMeta({ origin: data?.origin, path: "/", image: data?.banners[0]?.bannerImage });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { contests, banners, categories, judges, testimonials } = loaderData;
  const navigation = useNavigation();
  // Lists arrive with the page; they are only "loading" while the home page's data is being fetched again.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";
  const now = new Date(loaderData.now);
  return (
    <>
      <HeroBanners banners={banners} loading={loading} />
      <PainPoints />
      <WhyWeExist categories={categories} />
      <HowItWorks contests={contests} now={now} />
      <HallOfFame judges={judges} />
      <Manifesto />
      <Testimonials testimonials={testimonials} />
    </>
  );
}
