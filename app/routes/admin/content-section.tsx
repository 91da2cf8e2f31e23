import {
  bannerKind,
  contestCategoryKind,
  judgeKind,
  registrationCategoryKind,
  testimonialKind,
} from "#app/features/console/content/content-kinds.tsx";
import { ContentManager } from "#app/features/console/content/content-manager.tsx";
import { contentSections } from "#shared/console/content-api.ts";
import type { Route } from "./+types/content-section";
import { loadContentSection } from "./content.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadContentSection(context, request, params.section);
}

function Manager({ list, canEdit }: Route.ComponentProps["loaderData"]) {
  switch (list.section) {
    case "banners":
      return <ContentManager kind={bannerKind} items={list.items} canEdit={canEdit} choices={list.contests} />;
    case "testimonials":
      return <ContentManager kind={testimonialKind} items={list.items} canEdit={canEdit} />;
    case "judges":
      return <ContentManager kind={judgeKind} items={list.items} canEdit={canEdit} />;
    case "contest-categories":
      return <ContentManager kind={contestCategoryKind} items={list.items} canEdit={canEdit} />;
    case "registration-categories":
      return <ContentManager kind={registrationCategoryKind} items={list.items} canEdit={canEdit} />;
  }
}

/** One list of content: the kind comes from the address, its items from the loader. */
export default function ContentSection({ loaderData }: Route.ComponentProps) {
  const label = contentSections.find((s) => s.segment === loaderData.list.section)?.label ?? "Content";
  return (
    <>
      <title>{`${label} · Console`}</title>
      <h2 className="sr-only">{label}</h2>
      <Manager {...loaderData} />
    </>
  );
}
