import { listCreatorSessions, readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { guardianStatusForCreator } from "#server/services/consent/guardian/guardian-request-status.ts";
import { prizeDocumentsNeed } from "#server/services/my-data/prize-documents.ts";
import { scoresForCreator } from "#server/services/judging/creator-scores.ts";
import { listMyRegistrations } from "#server/services/my-registrations/list-my-registrations.ts";
import type { GuardianStatus } from "#shared/api/privacy.ts";
import type { CreatorDeviceSession } from "#shared/api/creator-accounts.ts";
import type { MyRegistration } from "#shared/api/my-registrations.ts";
import type { CreatorScoresView } from "#shared/judging/creator-scores.ts";
import type { Route } from "./+types/me";
import { appOf, loadPage } from "./page-loader.server.ts";

export type MyRegistrationsPageData = {
  /** The signed-in creator's e-mail, or null: the page then asks for it and a code. */
  email: string | null;
  registrations: MyRegistration[];
  sessions: CreatorDeviceSession[];
  /** A creator under 18 waiting for, or holding, a guardian's consent (docs/privacy.md#guardian-consent). */
  guardian: GuardianStatus;
  /** The judges' scores and feedback per registration id, where the organiser released them after results. */
  judgesScores: Record<string, CreatorScoresView>;
  /** A winner whose documents are asked for to pay the prize (docs/privacy.md#identity-documents). */
  prizeDocumentsNeeded: boolean;
};

/** The creator of the session cookie, their registrations and their signed-in devices. */
export function loadMyRegistrationsPage({ request, context }: Route.LoaderArgs): Promise<MyRegistrationsPageData> {
  return loadPage(async () => {
    const app = appOf(context);
    const session = await readCreatorSession(app, request.headers.get("cookie"));
    if (!session)
      return {
        email: null,
        registrations: [],
        sessions: [],
        guardian: { status: "none" as const },
        judgesScores: {},
        prizeDocumentsNeeded: false,
      };
    const [registrations, sessions, guardian, scores, prizeDocuments] = await Promise.all([
      listMyRegistrations(app.db, { userId: session.userId }),
      listCreatorSessions(app.db, { email: session.email }),
      guardianStatusForCreator(app.db, session.email),
      session.userId ? scoresForCreator(app.db, { userId: session.userId }) : [],
      session.userId ? prizeDocumentsNeed(app.db, { userId: session.userId, email: session.email }) : null,
    ]);
    return {
      email: session.email,
      guardian,
      prizeDocumentsNeeded: prizeDocuments !== null && (!prizeDocuments.have.aadharCard || !prizeDocuments.have.bankDetails),
      registrations,
      judgesScores: Object.fromEntries(scores.map(({ subscriberId, ...view }) => [subscriberId, view])),
      sessions: sessions.map((s) => ({
        id: s.id,
        device: s.device,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === session.sessionId,
      })),
    };
  });
}
