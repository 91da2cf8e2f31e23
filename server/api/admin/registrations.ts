import type { FastifyInstance } from "fastify";

/** The console's registrations routes (issue 15): being built. */
export default async function registrationsRoutes(_app: FastifyInstance): Promise<void> {}
