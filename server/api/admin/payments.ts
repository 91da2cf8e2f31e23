import type { FastifyInstance } from "fastify";

/** The console's payments routes (issue 15): being built. */
export default async function paymentsRoutes(_app: FastifyInstance): Promise<void> {}
