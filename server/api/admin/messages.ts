import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageAnswer, MessageChangedAnswer, MessageListAnswer, MessageListQuery } from "#shared/console/messages.ts";
import {
  changeContactMessageStatus,
  getContactMessage,
  listContactMessages,
  type MessageAction,
} from "../../services/console/messages/contact-inbox.ts";
import { answers, IdParam } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "messages.read" } as const;
const manage = { action: "messages.manage" } as const;
const Params = z.object({ id: IdParam });

const actionAnswers: Record<MessageAction, { summary: string; done: string; unchanged: string }> = {
  read: { summary: "Mark a new message read (opening it in the console does this)", done: "Marked read.", unchanged: "Already read." },
  archive: { summary: "Archive a message", done: "Archived.", unchanged: "Already archived." },
  unarchive: { summary: "Move an archived message back to Read", done: "Moved back to Read.", unchanged: "Not archived." },
};

/**
 * The contact-messages inbox (docs/console.md#affiliates-and-messages): viewers read it, editors change a
 * message's status; each change is audited as entity "contact-message".
 */
export default async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/messages",
    {
      config: read,
      schema: {
        tags,
        summary: "Contact messages of one status (new, read, archived), newest first, searched by name, e-mail or text, 50 a page",
        description: "Role: viewer. `counts` says how many messages each status holds under the same search.",
        querystring: MessageListQuery,
        response: answers(MessageListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listContactMessages(db, request.query) }),
  );

  api.get(
    "/messages/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One contact message (reading it here changes nothing)",
        description: "Role: viewer.",
        params: Params,
        response: answers(MessageAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await getContactMessage(db, request.params.id) }),
  );

  for (const action of ["read", "archive", "unarchive"] as const) {
    api.post(
      `/messages/:id/${action}`,
      {
        config: manage,
        schema: {
          tags,
          summary: actionAnswers[action].summary,
          description: "Role: editor. Doing it twice changes it once (one audit entry).",
          params: Params,
          response: answers(MessageChangedAnswer),
        },
      },
      async (request) => {
        const { message, changed } = await changeContactMessageStatus(db, { id: request.params.id, action, staffId: staffIdOf(request) });
        return { isOk: true as const, message: changed ? actionAnswers[action].done : actionAnswers[action].unchanged, data: message };
      },
    );
  }
}
