import { useState } from "react";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { CreatorDeviceSession } from "#shared/api/creator-accounts.ts";
import { signOutDevice, signOutEverywhere } from "./my-registrations-api.ts";

/**
 * Where the creator is signed in: each device with when it signed in and was last seen. Another
 * device can be signed out from here; 'Sign out everywhere' ends them all, this one included.
 */
export function SessionsList({ sessions: initial, onSignedOut }: { sessions: CreatorDeviceSession[]; onSignedOut: () => void }) {
  const { sessions: t } = useMessages("account");
  const { sessions, busy, endOne, endAll } = useDeviceSignOut(initial, onSignedOut);

  return (
    <section aria-labelledby="me-sessions" className="mt-12">
      <h2 id="me-sessions" className="text-xl font-bold text-ink sm:text-2xl">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t.text}</p>
      <ul className="mt-4 divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} busy={busy} onSignOut={() => void endOne(session)} />
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        busy={busy === "all"}
        disabled={busy !== null}
        onClick={() => void endAll()}
      >
        {t.signOutEverywhere}
      </Button>
    </section>
  );
}

/** The devices still signed in, and signing one or all of them out; `busy` is the session id being ended, or "all". */
function useDeviceSignOut(initial: CreatorDeviceSession[], onSignedOut: () => void) {
  const { me } = useMessages("account");
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);

  async function endOne(session: CreatorDeviceSession) {
    setBusy(session.id);
    try {
      const answer = await signOutDevice(session.id);
      // Already ended elsewhere (404) is what was wanted too.
      if (!answer.ok && answer.status !== 404) {
        notifyError(answer.network ? me.signOutFailed : answer.body.message);
        return;
      }
      setSessions((list) => list.filter((s) => s.id !== session.id));
      notifySuccess(me.signedOut);
      if (session.current) onSignedOut();
    } finally {
      setBusy(null);
    }
  }

  async function endAll() {
    setBusy("all");
    try {
      const answer = await signOutEverywhere();
      if (!answer.ok && answer.status !== 401) {
        notifyError(answer.network ? me.signOutFailed : answer.body.message);
        return;
      }
      notifySuccess(me.signedOutEverywhere);
      onSignedOut();
    } finally {
      setBusy(null);
    }
  }

  return { sessions, busy, endOne, endAll };
}

function SessionRow({ session, busy, onSignOut }: { session: CreatorDeviceSession; busy: string | null; onSignOut: () => void }) {
  const { sessions: t } = useMessages("account");
  const f = useFormat();
  const device = session.device || t.unknownDevice;
  // In the button's name too: two devices of one kind are told apart by when they signed in and were last seen.
  const seen = f.fill(t.seen, { signedIn: f.date(session.createdAt, "dateTime"), lastSeen: f.date(session.lastSeenAt, "dateTime") });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
              {t.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-gray-600">{seen}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        busy={busy === session.id}
        disabled={busy !== null}
        onClick={onSignOut}
        aria-label={session.current ? t.signOutThis : f.fill(t.signOutDevice, { device, seen })}
      >
        {t.signOut}
      </Button>
    </li>
  );
}
