import type { Route } from "./+types/content-index";
import { redirectToFirstSection } from "./content.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return redirectToFirstSection(context, request);
}
