import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AffiliateListAnswer,
  AffiliateListQuery,
  AffiliatePasswordAnswer,
  AffiliateStatusAnswer,
  CreateAffiliateSchema,
  SetAffiliateActiveSchema,
} from "#shared/console/affiliates.ts";
import {
  createAffiliateFromConsole,
  resetAffiliatePasswordFromConsole,
  setAffiliateActiveFromConsole,
} from "../../services/console/affiliates/affiliate-actions.ts";
import { listConsoleAffiliates } from "../../services/console/affiliates/list-console-affiliates.ts";
import { answers, IdParam, type ZodApi } from "../schemas.ts";
import { staffIdOf } from "./signed-in-staff.ts";

const tags = ["Admin"];
const read = { action: "affiliates.read" } as const;
const manage = { action: "affiliates.manage" } as const;
const Params = z.object({ id: IdParam });

/**
 * The console's affiliates (docs/console.md#affiliates-and-messages): every viewer sees the list; creating,
 * resetting a password and (de)activating need the editor role. Each change is the CLI's own service,
 * audited in its transaction.
 */
export default async function affiliatesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listAndCreateRoutes(api);
  accountRoutes(api);
}

/** The affiliate list, and a new affiliate. */
function listAndCreateRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.get(
    "/affiliates",
    {
      config: read,
      schema: {
        tags,
        summary: "Affiliates, newest first, searched by code, name or e-mail, 50 a page, with paid and free referrals (viewer)",
        description: "Role: viewer. Referrals are completed registrations of the users who signed up with the affiliate's code.",
        querystring: AffiliateListQuery,
        response: answers(AffiliateListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listConsoleAffiliates(db, request.query) }),
  );

  api.post(
    "/affiliates",
    {
      config: manage,
      schema: {
        tags,
        summary: "Make an affiliate (the CLI's rules); the generated password is answered once",
        description:
          "Role: editor. Without a code one is made from the first name. A code taken in any case, or an e-mail that is already another code's affiliate, answers 409 with the CLI's message.",
        body: CreateAffiliateSchema,
        response: answers(AffiliatePasswordAnswer, 201),
      },
    },
    async (request, reply) => {
      const { affiliate, password } = await createAffiliateFromConsole(db, request.body, staffIdOf(request));
      reply.status(201);
      return {
        isOk: true as const,
        message: affiliate.createdUser
          ? `Created the affiliate ${affiliate.affiliateCode}.`
          : `The existing user ${affiliate.email} is now the affiliate ${affiliate.affiliateCode}.`,
        data: { id: affiliate.id, code: affiliate.affiliateCode, email: affiliate.email, generatedPassword: password },
      };
    },
  );
}

/** An affiliate's password, and whether their code works. */
function accountRoutes(api: ZodApi): void {
  const { db } = api.ctx;

  api.post(
    "/affiliates/:id/reset-password",
    {
      config: manage,
      schema: {
        tags,
        summary: "Give an affiliate a new generated password, answered once; their sessions end",
        description: "Role: editor.",
        params: Params,
        response: answers(AffiliatePasswordAnswer),
      },
    },
    async (request) => {
      const { affiliate, password } = await resetAffiliatePasswordFromConsole(db, request.params.id, staffIdOf(request));
      return {
        isOk: true as const,
        message: `New password set for ${affiliate.affiliateCode}; their sessions have ended.`,
        data: { id: affiliate.id, code: affiliate.affiliateCode, email: affiliate.email, generatedPassword: password },
      };
    },
  );

  api.post(
    "/affiliates/:id/active",
    {
      config: manage,
      schema: {
        tags,
        summary: "Activate or deactivate an affiliate",
        description: "Role: editor. A deactivated code is refused at registration and its owner cannot sign in; the code stays reserved.",
        params: Params,
        body: SetAffiliateActiveSchema,
        response: answers(AffiliateStatusAnswer),
      },
    },
    async (request) => {
      const affiliate = await setAffiliateActiveFromConsole(db, request.params.id, request.body.active, staffIdOf(request));
      return {
        isOk: true as const,
        message: affiliate.affiliateActive
          ? `Activated ${affiliate.affiliateCode}: the code works again.`
          : `Deactivated ${affiliate.affiliateCode}: the code is refused and they cannot sign in.`,
        data: { id: affiliate.id, code: affiliate.affiliateCode, active: affiliate.affiliateActive },
      };
    },
  );
}
