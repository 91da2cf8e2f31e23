import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CityListAnswer, CountryListAnswer, StateListAnswer } from "#shared/api/locations.ts";
import { listCitiesOfState, listCountries, listStatesOfCountry } from "../services/locations/list-locations.ts";
import { answers, IdParam } from "./schemas.ts";

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { cache } = app.ctx;

  api.get(
    "/location/list/country",
    { schema: { tags: ["locations"], summary: "Countries", response: answers(CountryListAnswer) } },
    async () => ({
      isOk: true as const,
      data: await cache.get("countries", () => listCountries(app.ctx.db)),
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
      data: await cache.get(`states:${request.params.countryId}`, () => listStatesOfCountry(app.ctx.db, request.params.countryId)),
    }),
  );

  api.get(
    "/location/list/city/state/:stateId",
    {
      schema: {
        tags: ["locations"],
        summary: "Cities of a state",
        params: z.object({ stateId: IdParam }),
        response: answers(CityListAnswer),
      },
    },
    async (request) => ({
      isOk: true as const,
      data: await cache.get(`cities:${request.params.stateId}`, () => listCitiesOfState(app.ctx.db, request.params.stateId)),
    }),
  );
}
