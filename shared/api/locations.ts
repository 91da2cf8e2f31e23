import { z } from "zod";
import { okData } from "./common.ts";

export const CountrySchema = z.object({ _id: z.string(), countryName: z.string() });
export const StateSchema = z.object({ _id: z.string(), stateName: z.string(), countryId: z.string() });
export const CitySchema = z.object({ _id: z.string(), cityName: z.string(), stateId: z.string() });

export const CountryListAnswer = okData(z.array(CountrySchema));
export const StateListAnswer = okData(z.array(StateSchema));
export const CityListAnswer = okData(z.array(CitySchema));
