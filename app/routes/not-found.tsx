import { data } from "react-router";
import { metaMessages } from "#app/i18n/i18n.tsx";
import { pageTitle } from "#shared/site.ts";
import { NotFound } from "../components/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  // Unknown paths answer HTTP 404 with the not-found page.
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const common = metaMessages(matches, "common");
  return [{ title: pageTitle(common?.notFound.title) }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
