import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DoneAnswer } from "#shared/api/common.ts";
import { CONTACT_MESSAGES, ContactMessageSchema } from "#shared/contact.ts";
import { clientKey } from "../services/client-key.ts";
import { saveContactMessage } from "../services/contact/save-contact-message.ts";
import { answers } from "./schemas.ts";

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/contact",
    {
      schema: {
        tags: ["content"],
        summary: "A message from the contact page (rate-limited per address)",
        body: ContactMessageSchema,
        response: answers(DoneAnswer, 201),
      },
    },
    async (request, reply) => {
      await saveContactMessage(app.ctx.db, { message: request.body, clientIp: clientKey(request), language: request.language });
      return reply.status(201).send({ isOk: true as const, message: CONTACT_MESSAGES.sent });
    },
  );
}
export default contactRoutes;
