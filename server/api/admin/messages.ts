import type { FastifyInstance } from "fastify";

/** The console's messages routes (issue 15): being built. */
export default async function messagesRoutes(_app: FastifyInstance): Promise<void> {}
