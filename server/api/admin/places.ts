import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AddPlaceSchema,
  ListTypedTownSchema,
  MergeCandidatesAnswer,
  MergePlaceSchema,
  PlaceChangedAnswer,
  PlaceListAnswer,
  PlaceListQuery,
  RenamePlaceSchema,
} from "#shared/console/places.ts";
import { addPlace, listTypedTown, mergeTypedTown, renamePlace, setPlaceHidden } from "../../services/console/places/change-places.ts";
import { findMergeCandidates, listConsolePlaces } from "../../services/console/places/list-places.ts";
import type { AppContext } from "../../context.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "places.read" } as const;
const manage = { action: "places.manage" } as const;
const Params = z.object({ id: IdParam });
const CandidatesQuery = z.object({ q: z.string().trim().max(60, "The search is at most 60 characters.").default("") });

/** A change drops the public lists of towns and the contest pages that name places. */
const placesChanged = ({ cache }: AppContext) => cache.invalidate("cities:", "districts:", "contest");

/**
 * The console's places (docs/places.md#places-in-the-console): every role searches them; editors and
 * owners add, rename, hide and show places and add or merge the towns creators typed. Each change is
 * audited as entity "place" in its transaction, and drops the public lists of towns and the contest
 * pages that name places.
 */
export default async function placesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  searchRoutes(api);
  editRoutes(api);
  visibilityRoutes(api);
  typedTownRoutes(api);
}

/** Searching places, and the places a town could merge into. */
function searchRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/places",
    {
      config: read,
      schema: {
        tags,
        summary: "Places of one status (listed, hidden, unlisted = typed by creators), by name or 6-digit pincode and state, 50 a page",
        description: "Typed towns come with the most creators first; the others by name.",
        querystring: PlaceListQuery,
        response: answers(PlaceListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listConsolePlaces(db, request.query) }),
  );

  api.get(
    "/places/:id/merge-candidates",
    {
      config: read,
      schema: {
        tags,
        summary: "Listed places of a typed town's state that start like `q` (or like the town), its district first",
        params: Params,
        querystring: CandidatesQuery,
        response: answers(MergeCandidatesAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await findMergeCandidates(db, request.params.id, request.query.q) }),
  );
}

/** Adding and renaming a place. */
function editRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/places",
    {
      config: manage,
      schema: {
        tags,
        summary: "Add a listed place: a town in a district of a state",
        body: AddPlaceSchema,
        response: answers(PlaceChangedAnswer, 201),
      },
    },
    async (request, reply) => {
      const place = await addPlace(db, { staffId: staffIdOf(request), input: request.body });
      placesChanged(api.ctx);
      reply.status(201);
      return { isOk: true as const, message: `${place.name} added.`, data: place };
    },
  );

  api.post(
    "/places/:id/rename",
    {
      config: manage,
      schema: {
        tags,
        summary: "Rename a place (its old name still finds it)",
        params: Params,
        body: RenamePlaceSchema,
        response: answers(PlaceChangedAnswer),
      },
    },
    async (request) => {
      const place = await renamePlace(db, { staffId: staffIdOf(request), id: request.params.id, name: request.body.name });
      placesChanged(api.ctx);
      return { isOk: true as const, message: `Renamed to ${place.name}.`, data: place };
    },
  );
}

/** Hiding a place from the public pickers, and offering it again. */
function visibilityRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  for (const action of ["hide", "show"] as const) {
    api.post(
      `/places/:id/${action}`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            action === "hide" ? "Hide a place from the public pickers (creators who chose it keep it)" : "Offer a hidden place again",
          description: "Doing it twice changes it once (one audit entry).",
          params: Params,
          response: answers(PlaceChangedAnswer),
        },
      },
      async (request) => {
        const { place, changed } = await setPlaceHidden(db, {
          staffId: staffIdOf(request),
          id: request.params.id,
          hidden: action === "hide",
        });
        placesChanged(api.ctx);
        const done = action === "hide" ? `${place.name} is hidden.` : `${place.name} is offered again.`;
        return { isOk: true as const, message: changed ? done : action === "hide" ? "Already hidden." : "Already offered.", data: place };
      },
    );
  }
}

/** A town creators typed: listing it, or merging it into a place. */
function typedTownRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/places/:id/list",
    {
      config: manage,
      schema: {
        tags,
        summary: "Add a town creators typed as a listed place (its name may be corrected)",
        params: Params,
        body: ListTypedTownSchema,
        response: answers(PlaceChangedAnswer),
      },
    },
    async (request) => {
      const place = await listTypedTown(db, { staffId: staffIdOf(request), id: request.params.id, ...request.body });
      placesChanged(api.ctx);
      return { isOk: true as const, message: `${place.name} is now listed.`, data: place };
    },
  );

  api.post(
    "/places/:id/merge",
    {
      config: manage,
      schema: {
        tags,
        summary: "Merge a town creators typed into a listed place of its state: its creators move there",
        params: Params,
        body: MergePlaceSchema,
        response: answers(PlaceChangedAnswer),
      },
    },
    async (request) => {
      const place = await mergeTypedTown(db, { staffId: staffIdOf(request), id: request.params.id, intoId: request.body.intoId });
      placesChanged(api.ctx);
      return { isOk: true as const, message: `Merged into ${place.name}.`, data: place };
    },
  );
}
