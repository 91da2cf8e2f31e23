import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import type { Route } from "./+types/root";
import { appOf } from "./routes/page-loader.server.ts";

/** The shell still renders (with the bundled logo) when company details cannot be read. */
export async function loadShell({ context }: Route.LoaderArgs) {
  const { db, cache } = appOf(context);
  const company = await cache.get("company", () => getCompanyDetails(db)).catch(() => null);
  return { company };
}
