import { z } from "zod";
import { DoneAnswer, listAnswer, SavedAnswer } from "#shared/console/content-api.ts";
import { MoveSchema } from "#shared/console/content-forms.ts";
import type { AppContext } from "../../context.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "content.read" } as const;
const edit = { action: "content.edit" } as const;
const Params = z.object({ id: IdParam });

type Saver<F> = (ctx: AppContext, options: { staffId: string; id: string | null; form: F }) => Promise<{ id: string }>;
type Remover = (ctx: AppContext, options: { staffId: string; id: string }) => Promise<void>;
type Mover = (ctx: AppContext, options: { staffId: string; id: string; direction: "up" | "down" }) => Promise<void>;

type ContentKind<F extends z.ZodType, I extends z.ZodType> = {
  segment: string;
  noun: string;
  form: F;
  item: I;
  list: () => Promise<z.infer<I>[]>;
  save: Saver<z.infer<F>>;
  remove: Remover;
  move?: Mover;
  refusals?: string;
};

/** Where a kind's routes are, and its noun at the start of a message ("Banner saved."). */
const routeNames = (kind: { segment: string; noun: string }) => ({
  path: `/content/${kind.segment}`,
  Noun: kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1),
});

/**
 * One kind of content's routes under /content/{segment}: list (viewer); create, save and delete, and
 * move up or down where the kind has an order (editor). Refusals that would break a public page
 * answer 409 with the reason.
 */
export function contentKind<F extends z.ZodType, I extends z.ZodType>(api: ZodApi, kind: ContentKind<F, I>): void {
  listAndCreateRoutes(api, kind);
  saveAndDeleteRoutes(api, kind);
  const move = kind.move;
  if (move) moveRoute(api, kind, move);
}

function listAndCreateRoutes<F extends z.ZodType, I extends z.ZodType>(api: ZodApi, kind: ContentKind<F, I>): void {
  const { path, Noun } = routeNames(kind);
  api.get(
    path,
    { config: read, schema: { tags, summary: `Every ${kind.noun}, active or not (viewer)`, response: answers(listAnswer(kind.item)) } },
    async () => ({
      isOk: true as const,
      data: await kind.list(),
    }),
  );

  api.post(
    path,
    { config: edit, schema: { tags, summary: `Create a ${kind.noun} (editor)`, body: kind.form, response: answers(SavedAnswer, 201) } },
    async (request, reply) => {
      const saved = await kind.save(api.ctx, { staffId: staffIdOf(request), id: null, form: request.body as z.infer<F> });
      return reply.status(201).send({ isOk: true as const, message: `${Noun} created.`, data: { _id: saved.id } });
    },
  );
}

function saveAndDeleteRoutes<F extends z.ZodType, I extends z.ZodType>(api: ZodApi, kind: ContentKind<F, I>): void {
  const { path, Noun } = routeNames(kind);
  api.put(
    `${path}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: `Save a ${kind.noun} (editor)`,
        description: kind.refusals,
        params: Params,
        body: kind.form,
        response: answers(SavedAnswer),
      },
    },
    async (request) => {
      const saved = await kind.save(api.ctx, { staffId: staffIdOf(request), id: request.params.id, form: request.body as z.infer<F> });
      return { isOk: true as const, message: `${Noun} saved.`, data: { _id: saved.id } };
    },
  );

  api.delete(
    `${path}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: `Delete a ${kind.noun} (editor)`,
        description: kind.refusals,
        params: Params,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await kind.remove(api.ctx, { staffId: staffIdOf(request), id: request.params.id });
      return { isOk: true as const, message: `${Noun} deleted.` };
    },
  );
}

function moveRoute(api: ZodApi, kind: { segment: string; noun: string }, move: Mover): void {
  const { path, Noun } = routeNames(kind);
  api.post(
    `${path}/:id/move`,
    {
      config: edit,
      schema: {
        tags,
        summary: `Move a ${kind.noun} one place up or down the list (editor)`,
        params: Params,
        body: MoveSchema,
        response: answers(DoneAnswer),
      },
    },
    async (request) => {
      await move(api.ctx, { staffId: staffIdOf(request), id: request.params.id, direction: request.body.direction });
      return { isOk: true as const, message: `${Noun} moved.` };
    },
  );
}
