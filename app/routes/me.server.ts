import { guardianStatusForCreator } from "#server/services/consent/guardian/guardian-request-status.ts";
import { listCreatorSessions, readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { catalogues, messagesFor } from "#server/services/i18n/catalogues.ts";
import { scoresForCreator } from "#server/services/judging/creator-scores.ts";
import { prizeDocumentsNeed } from "#server/services/my-data/prize-documents.ts";
import { listMyRegistrations } from "#server/services/my-registrations/list-my-registrations.ts";
import type { CreatorDeviceSession } from "#shared/api/creator-accounts.ts";
import type { MyRegistration } from "#shared/api/my-registrations.ts";
import { deviceLabel } from "#shared/device-label.ts";
import type { GuardianStatus } from "#shared/api/privacy.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { CreatorScoresView } from "#shared/judging/creator-scores.ts";
import type { Route } from "./+types/me";
import { appOf, loadPage } from "./page-loader.server.ts";

export type MyRegistrationsPageData = {
  /** The signed-in creator's e-mail, or null: the page then asks for it and a code. */
  email: string | null;
  registrations: MyRegistration[];
  sessions: CreatorDeviceSession[];
  /**
   * Where a minor's request for a guardian's consent stands, in the page's language, when it is worth
   * saying: waiting, or declined or lapsed while nothing is registered (docs/privacy.md#guardian-consent).
   */
  guardianNote: string | null;
  /** The judges' scores and feedback per registration id, where the organiser released them after results. */
  judgesScores: Record<string, CreatorScoresView>;
  /** A winner whose documents are asked for to pay the prize (docs/privacy.md#identity-documents). */
  prizeDocumentsNeeded: boolean;
};

/** The page's texts in its language (/hi/me in Hindi). */
export const accountMessages = (request: Request) => messagesFor(languageOfPath(new URL(request.url).pathname), ["account"]);

/**
 * A page's data with its messages; when loading fails, the error's data carries them too, so the
 * page's error view speaks the page's language.
 */
export async function withMessages<T extends object, M extends object>(messages: M, load: () => Promise<T>): Promise<T & { messages: M }> {
  try {
    return { ...(await load()), messages };
  } catch (error) {
    const failed = error as { type?: unknown; data?: unknown };
    if (failed && typeof failed === "object" && failed.type === "DataWithResponseInit" && failed.data && typeof failed.data === "object")
      failed.data = { ...failed.data, messages };
    throw error;
  }
}

function guardianNoteOf(
  guardian: GuardianStatus,
  registered: boolean,
  me: { waitingForGuardian: string; guardianDeclined: string; guardianExpired: string },
): string | null {
  if (guardian.status === "waiting") return me.waitingForGuardian;
  if (registered) return null;
  return guardian.status === "declined" ? me.guardianDeclined : guardian.status === "expired" ? me.guardianExpired : null;
}

/** The creator of the session cookie, their registrations and their signed-in devices. */
export async function loadMyRegistrationsPage({ request, context }: Route.LoaderArgs) {
  return withMessages(accountMessages(request), () =>
    loadPage(async (): Promise<MyRegistrationsPageData> => {
      const app = appOf(context);
      const language = languageOfPath(new URL(request.url).pathname);
      const session = await readCreatorSession(app, request.headers.get("cookie"));
      if (!session)
        return {
          email: null,
          registrations: [],
          sessions: [],
          guardianNote: null,
          judgesScores: {},
          prizeDocumentsNeeded: false,
        };
      const [registrations, sessions, guardian, scores, prizeDocuments] = await Promise.all([
        listMyRegistrations(app.db, { userId: session.userId, language }),
        listCreatorSessions(app.db, { email: session.email }),
        guardianStatusForCreator(app.db, session.email),
        session.userId ? scoresForCreator(app.db, { userId: session.userId }) : [],
        session.userId ? prizeDocumentsNeed(app.db, { userId: session.userId, email: session.email, language }) : null,
      ]);
      return {
        email: session.email,
        guardianNote: guardianNoteOf(guardian, registrations.length > 0, catalogues[language].account.me),
        prizeDocumentsNeeded: prizeDocuments !== null && (!prizeDocuments.have.aadharCard || !prizeDocuments.have.bankDetails),
        registrations,
        judgesScores: Object.fromEntries(scores.map(({ subscriberId, ...view }) => [subscriberId, view])),
        sessions: sessions.map((s) => ({
          id: s.id,
          // Stored in English ("Chrome on Android"): the Hindi page says it in Hindi.
          device: deviceLabel(s.device, catalogues[language].account.sessions),
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.id === session.sessionId,
        })),
      };
    }),
  );
}
