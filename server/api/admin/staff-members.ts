import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CreateStaffSchema, StaffCreatedAnswer, StaffListAnswer } from "#shared/console/staff-access.ts";
import { AppError } from "../../errors.ts";
import { createStaff, listStaff } from "../../services/console/staff-access/staff-accounts.ts";
import { answers } from "../schemas.ts";

/** 20 URL-safe characters (120 bits), as the CLI makes them. */
const generatePassword = () => randomBytes(15).toString("base64url");

/** The staff list and adding a member (owners only; docs/console.md). */
export default async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/staff",
    {
      config: { staffRole: "owner" },
      schema: {
        tags: ["Admin"],
        summary: "Every staff account with its role, status, two-factor state and last sign-in",
        description: "Role: owner.",
        response: answers(StaffListAnswer),
      },
    },
    async () => {
      const accounts = await listStaff(db);
      return {
        isOk: true as const,
        data: accounts.map((a) => ({
          ...a,
          lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  );

  api.post(
    "/staff",
    {
      config: { staffRole: "owner" },
      schema: {
        tags: ["Admin"],
        summary: "Add a staff member; without a password one is generated and answered once",
        description: "Role: owner. The e-mail is unique whatever its case (409).",
        body: CreateStaffSchema,
        response: answers(StaffCreatedAnswer, 201),
      },
    },
    async (request, reply) => {
      if (!request.staff) throw new AppError("UNAUTHORIZED", "Please sign in to the console.");
      const generated = request.body.password ? null : generatePassword();
      const account = await createStaff(db, {
        email: request.body.email,
        name: request.body.name,
        role: request.body.role,
        password: request.body.password || (generated ?? ""),
        staffId: request.staff.id,
      });
      reply.status(201);
      return {
        isOk: true as const,
        message: `Added ${account.name}. They sign in at /admin/sign-in.`,
        data: { id: account.id, email: account.email, name: account.name, role: account.role, generatedPassword: generated },
      };
    },
  );
}
