import { z } from "zod";
import { okData } from "./common.ts";

export const CountrySchema = z.object({ _id: z.string(), countryName: z.string() });
export const StateSchema = z.object({ _id: z.string(), stateName: z.string(), countryId: z.string() });
/**
 * The spec's City ({_id, cityName, stateId}); India's towns also carry their district, which tells
 * apart the towns of one name in a state (docs/places.md). `listed: false` is a town a creator typed.
 */
export const CitySchema = z.object({
  _id: z.string(),
  cityName: z.string(),
  stateId: z.string(),
  districtId: z.string().optional(),
  districtName: z.string().optional(),
  listed: z.boolean().optional(),
});
export const DistrictSchema = z.object({ _id: z.string(), districtName: z.string(), stateId: z.string() });
/** A town a pincode serves, with its state (a few pincodes cross a state border) and country. */
export const PincodePlaceSchema = CitySchema.extend({ stateName: z.string(), countryId: z.string() });

export const CountryListAnswer = okData(z.array(CountrySchema));
export const StateListAnswer = okData(z.array(StateSchema));
export const CityListAnswer = okData(z.array(CitySchema));
export const DistrictListAnswer = okData(z.array(DistrictSchema));
export const PincodePlacesAnswer = okData(z.array(PincodePlaceSchema));
export const CityAnswer = okData(CitySchema);
