import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import type { StaffMember } from "../../services/console/staff-access/staff-sessions.ts";

/** The staff member a console route runs for (the admin plugin set it; a route without a session never gets here). */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new AppError("UNAUTHORIZED", "Please sign in to the console.");
  return request.staff;
}

/** The signed-in staff member's id: the actor of the change in the audit log. */
export const staffIdOf = (request: FastifyRequest): string => signedInStaff(request).id;
