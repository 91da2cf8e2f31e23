/**
 * What the console's places page needs in the browser, apart from the schemas in places.ts: those
 * share the creators' form's rules, and importing them here would split that code out of the public
 * pages' bundles into chunks of its own.
 */
import { CONSOLE_PAGE_SIZE } from "./page-size.ts";
/** Places per page in the console's list; typed towns per page in the review. */
export const PLACE_PAGE_SIZE = CONSOLE_PAGE_SIZE;

/** The console's tabs: places offered to creators, places taken off the pickers, towns creators typed. */
export const PLACE_TABS = ["listed", "hidden", "unlisted"] as const;
export type PlaceTab = (typeof PLACE_TABS)[number];
export const placeTabLabels: Record<PlaceTab, string> = { listed: "Listed", hidden: "Hidden", unlisted: "Typed by creators" };

export const placeMessages = {
  name: "Type the place's name (letters, at least 2).",
  state: "Choose the state.",
  district: "Choose the district.",
  pincode: "A pincode has 6 digits.",
  into: "Choose the listed place to merge into.",
} as const;
