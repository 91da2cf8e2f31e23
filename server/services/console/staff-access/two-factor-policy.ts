import type { Config } from "../../../config.ts";
import type { StaffRole } from "./roles.ts";

/**
 * Owners must use two-factor sign-in on a public site (NODE_ENV=production reachable by others, see
 * docs/console.md); everywhere else, and for editors and viewers, it is their choice.
 */
export function twoFactorRequired(config: Pick<Config, "publicSite">, role: StaffRole): boolean {
  return role === "owner" && config.publicSite;
}
