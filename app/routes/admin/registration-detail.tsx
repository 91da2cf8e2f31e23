import type { Route } from "./+types/registration-detail";
import { requireConsolePage } from "./placeholder.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return requireConsolePage(context, request);
}

/** Being built (issue 15). */
export default function Placeholder() {
  return <p className="text-gray-700">This section is being built.</p>;
}
