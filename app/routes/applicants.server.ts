import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/errors.ts";
import { getCachedContest, listCachedApplicants } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { listMyRegistrations } from "#server/services/my-registrations/list-my-registrations.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/applicants";
import { withContestMessages } from "./contest.server.ts";
import { appOf, loadPage } from "./page-loader.server.ts";

/** The signed-in creator's own completed registration in this contest: their card and receipt. */
export type ViewerRegistration = {
  subscriberId: string;
  /** Rupees paid; 0 for a free contest. */
  amount: number;
  currency: string;
  /** The payment provider's id, for a paid registration. */
  paymentId: string | null;
  registeredAt: string;
};

async function viewerRegistration(ctx: AppContext, cookie: string | null, contestId: string): Promise<ViewerRegistration | null> {
  if (!cookie) return null;
  const session = await readCreatorSession(ctx, cookie);
  if (!session?.userId) return null;
  const mine = (await listMyRegistrations(ctx.db, { userId: session.userId })).find(
    (registration) => registration.contest._id === contestId && registration.state === "completed",
  );
  if (!mine) return null;
  return {
    subscriberId: mine._id,
    amount: mine.receipt?.amount ?? 0,
    currency: mine.receipt?.currency ?? "INR",
    paymentId: mine.receipt?.paymentId ?? null,
    registeredAt: mine.completedAt ?? mine.registeredAt,
  };
}

export async function loadApplicantsPage(args: Route.LoaderArgs) {
  const language = languageOfPath(new URL(args.request.url).pathname);
  try {
    return { ...(await loadApplicants(args)), messages: messagesFor(language, ["contest"]) };
  } catch (thrown) {
    throw withContestMessages(thrown, language);
  }
}

function loadApplicants({ params, context, request }: Route.LoaderArgs) {
  return loadPage(async () => {
    if (!isId(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const ctx = appOf(context);
    const language = languageOfPath(new URL(request.url).pathname);
    const [contest, applicants, viewer] = await Promise.all([
      getCachedContest(ctx, params.contestId, language),
      listCachedApplicants(ctx, params.contestId, language),
      viewerRegistration(ctx, request.headers.get("cookie"), params.contestId),
    ]);
    return { contest, applicants, viewer };
  });
}
