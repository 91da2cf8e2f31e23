import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CityAnswer,
  CityListAnswer,
  CountryListAnswer,
  DistrictListAnswer,
  PincodePlacesAnswer,
  StateListAnswer,
} from "#shared/api/locations.ts";
import { countryName } from "#shared/places/country-names.ts";
import { stateName, statesIn } from "#shared/places/state-names.ts";
import { normalisePincode } from "#shared/registration/forgiving-input.ts";
import { UnlistedTownSchema } from "#shared/registration/unlisted-town-schema.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import { addUnlistedTown } from "../services/locations/add-unlisted-town.ts";
import { findPlacesByPincode, searchTownsOfState, townSearchKey } from "../services/locations/find-towns.ts";
import { listCitiesOfState, listCountries, listDistrictsOfState, listStatesOfCountry } from "../services/locations/list-locations.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { answers, IdParam, type ZodApi } from "./schemas.ts";

/** Places change rarely (an organiser's edit): browsers may keep an answer a minute. */
const cacheForAMinute = (reply: FastifyReply) => reply.header("cache-control", "public, max-age=60");

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  regionRoutes(api);
  searchRoutes(api);
  districtRoutes(api);
}

/** Countries, states and cities. */
function regionRoutes(api: ZodApi): void {
  const { cache } = api.ctx;

  api.get(
    "/location/list/country",
    { schema: { tags: ["locations"], summary: "Countries", response: answers(CountryListAnswer) } },
    async (request) => ({
      isOk: true as const,
      // Kept once, named in the call's language (the page cache keeps each language's answer apart).
      data: (await cache.get("countries", () => listCountries(api.ctx.db))).map((c) => ({
        ...c,
        countryName: countryName(c.countryName, request.language),
      })),
    }),
  );

  api.get(
    "/location/list/state/country/:countryId",
    {
      schema: {
        tags: ["locations"],
        summary: "States of a country",
        params: z.object({ countryId: IdParam }),
        response: answers(StateListAnswer),
      },
    },
    async (request) => ({
      isOk: true as const,
      // Kept once, in English; named and ordered in the call's language, as the country list.
      data: statesIn(
        await cache.get(`states:${request.params.countryId}`, () => listStatesOfCountry(api.ctx.db, request.params.countryId)),
        request.language,
      ),
    }),
  );

  api.get(
    "/location/list/city/state/:stateId",
    {
      schema: {
        tags: ["locations"],
        summary: "Cities of a state (every listed town; the registration form searches them instead)",
        params: z.object({ stateId: IdParam }),
        response: answers(CityListAnswer),
      },
    },
    async (request) => ({
      isOk: true as const,
      data: await cache.get(`cities:${request.params.stateId}`, () => listCitiesOfState(api.ctx.db, request.params.stateId)),
    }),
  );
}

/** Searching a state's cities, and a PIN code's place. */
function searchRoutes(api: ZodApi): void {
  const { cache } = api.ctx;

  api.get(
    "/location/search/city/state/:stateId",
    {
      schema: {
        tags: ["locations"],
        summary: "A state's listed towns whose name or a word of it starts with q (at most 20)",
        params: z.object({ stateId: IdParam }),
        querystring: z.object({ q: z.string().max(100).default("") }),
        response: answers(CityListAnswer),
      },
    },
    async (request, reply) => {
      const { stateId } = request.params;
      const q = townSearchKey(request.query.q);
      cacheForAMinute(reply);
      return {
        isOk: true as const,
        data: await cache.get(`cities:search:${stateId}:${q}`, () => searchTownsOfState(api.ctx.db, stateId, q)),
      };
    },
  );

  api.get(
    "/location/pincode/:pincode",
    {
      schema: {
        tags: ["locations"],
        summary: "The listed towns a 6-digit pincode serves, with state and district (an empty list when unknown)",
        params: z.object({ pincode: z.string().max(20) }),
        response: answers(PincodePlacesAnswer),
      },
    },
    async (request, reply) => {
      const pincode = normalisePincode(request.params.pincode);
      if (!/^[1-9]\d{5}$/.test(pincode)) return reply.code(400).send({ isOk: false as const, message: "A pincode has 6 digits." });
      cacheForAMinute(reply);
      const places = await cache.get(`cities:pincode:${pincode}`, () => findPlacesByPincode(api.ctx.db, pincode));
      return {
        isOk: true as const,
        data: places.map((place) => ({ ...place, stateName: stateName(place.stateName, request.language) })),
      };
    },
  );
}

/** A state's districts, and a town not on the list. */
function districtRoutes(api: ZodApi): void {
  const { cache } = api.ctx;

  api.get(
    "/location/list/district/state/:stateId",
    {
      schema: {
        tags: ["locations"],
        summary: "Districts of a state",
        params: z.object({ stateId: IdParam }),
        response: answers(DistrictListAnswer),
      },
    },
    async (request, reply) => {
      cacheForAMinute(reply);
      const { stateId } = request.params;
      return { isOk: true as const, data: await cache.get(`districts:${stateId}`, () => listDistrictsOfState(api.ctx.db, stateId)) };
    },
  );

  api.post(
    "/location/unlisted-town",
    {
      schema: {
        tags: ["locations"],
        summary: "A creator's town that is not listed, typed with its district; answers the place to choose as the city",
        body: UnlistedTownSchema,
        response: answers(CityAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      // A creator types a town or two; this keeps a script from filling the review list.
      await consumeRateLimit(api.ctx.db, `unlisted-town:${session.email}`, { limit: 10, windowMs: 60 * 60_000 });
      const city = await addUnlistedTown(api.ctx.db, request.body);
      return { isOk: true as const, data: city };
    },
  );
}
