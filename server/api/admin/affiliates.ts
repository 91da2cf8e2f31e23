import type { FastifyInstance } from "fastify";

/** The console's affiliates routes (issue 15): being built. */
export default async function affiliatesRoutes(_app: FastifyInstance): Promise<void> {}
