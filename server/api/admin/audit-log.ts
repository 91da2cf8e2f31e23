import type { FastifyInstance } from "fastify";

/** The console's audit-log routes (issue 15): being built. */
export default async function auditlogRoutes(_app: FastifyInstance): Promise<void> {}
