import { z } from "zod";
import { consolePageParam } from "./table-query.ts";
import { Ok } from "../api/common.ts";
import { normalisePincode } from "../registration/forgiving-input.ts";
import { townNameSchema } from "../registration/unlisted-town-schema.ts";
import { idSchema } from "../validation/id.ts";
import { PLACE_PAGE_SIZE, PLACE_TABS, type PlaceTab, placeMessages } from "./place-tabs.ts";

export { PLACE_PAGE_SIZE, PLACE_TABS, type PlaceTab, placeMessages };

import { forbiddenCharactersMessage, SINGLE_LINE_PATTERN } from "../validation/text.ts";

/** The list's address: a tab, what was searched (a name or a 6-digit pincode), a state, a page. */
export const PlaceListQuery = z.object({
  status: z.enum(PLACE_TABS, { error: "The status is listed, hidden or unlisted." }).default("listed"),
  q: z
    .string()
    .trim()
    .max(60, "The search is at most 60 characters.")
    .regex(SINGLE_LINE_PATTERN, forbiddenCharactersMessage("Search"))
    .default(""),
  stateId: z.union([idSchema(placeMessages.state), z.literal("")]).default(""),
  page: consolePageParam,
});
export type PlaceListOptions = z.infer<typeof PlaceListQuery>;

const optionalPincode = z
  .string()
  .default("")
  .transform((v) => normalisePincode(v))
  .pipe(z.union([z.literal(""), z.string().regex(/^[1-9]\d{5}$/, placeMessages.pincode)]));

/** A new place: a town in a district of a state (a state abroad has no districts), with a pincode if known. */
export const AddPlaceSchema = z.object({
  name: townNameSchema(placeMessages.name),
  stateId: idSchema(placeMessages.state),
  districtId: z.union([idSchema(placeMessages.district), z.literal("")]).default(""),
  pincode: optionalPincode,
});
export type AddPlaceInput = z.infer<typeof AddPlaceSchema>;

export const RenamePlaceSchema = z.object({ name: townNameSchema(placeMessages.name) });

/** A typed town added as a listed place: its name as typed, or corrected; a pincode if known. */
export const ListTypedTownSchema = z.object({ name: townNameSchema(placeMessages.name), pincode: optionalPincode });

export const MergePlaceSchema = z.object({ intoId: idSchema(placeMessages.into) });

export const ConsolePlace = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PLACE_TABS),
  stateId: z.string(),
  stateName: z.string(),
  districtId: z.string().nullable(),
  districtName: z.string().nullable(),
  /** A few of its pincodes, in order. */
  pincodes: z.array(z.string()),
  /** Creators whose profile names this place. */
  creators: z.number(),
});
export type ConsolePlaceView = z.infer<typeof ConsolePlace>;

export const PlaceCounts = z.object({ listed: z.number(), hidden: z.number(), unlisted: z.number() });

export const PlaceListAnswer = z.object({
  isOk: Ok,
  data: z.object({
    places: z.array(ConsolePlace),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** Hidden places and typed towns in all of India, whatever the search (the tabs' counts). */
    counts: PlaceCounts,
  }),
});
export type PlaceListView = z.infer<typeof PlaceListAnswer>["data"];

export const PlaceChangedAnswer = z.object({ isOk: Ok, message: z.string(), data: ConsolePlace });

/** A listed place a typed town may be merged into: the listed towns of its district, closest names first. */
export const MergeCandidatesAnswer = z.object({ isOk: Ok, data: z.array(ConsolePlace) });
