import type { Route } from "./+types/console-not-found";
import { loadConsoleNotFound } from "./console-not-found.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadConsoleNotFound(context, request);
}

/** Never shown: the loader always answers 404, which the console layout's error boundary shows. */
export default function ConsoleNotFound() {
  return null;
}
