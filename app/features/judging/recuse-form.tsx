import { useState } from "react";
import { useNavigate } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { apiPost } from "../../lib/api-client";
import { nextEntryState } from "./scoring-screen";

/** Stepping back from an entry (a conflict of interest): a reason the organiser reads; the entry goes to another judge. */
export function RecuseForm({ contestId, entryId, nextEntryId }: { contestId: string; entryId: string; nextEntryId: string | null }) {
  const { recuse: t, entry } = useMessages("judging");
  const f = useFormat();
  const navigate = useNavigate();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Checked here (RecuseSchema's 3 letters), in the page's language: the server's answer to an empty reason
    // was "Invalid body: reason …", in English on /hi/judge too.
    if (reason.trim().length < 3) return setError(t.reasonRequired);
    const result = await apiPost(`/api/judge/contests/${contestId}/entries/${entryId}/recuse`, { reason });
    // No answer at all reads as the scoring screen's own words, in the page's language, not "Network error".
    if (!result.ok) return setError(result.network ? entry.networkTrouble : result.body.message);
    navigate(f.path(nextEntryId ? `/judge/contests/${contestId}/entries/${nextEntryId}` : `/judge/contests/${contestId}`), {
      state: nextEntryState,
    });
  };
  return (
    // Below it, room for the scoring screen's fixed bar, as tall as the bar is (scoring-screen.tsx).
    <details className="mx-auto mb-[calc(var(--scoring-bar-height,6rem)+2rem)] w-full max-w-3xl px-3 sm:px-6">
      <summary className="cursor-pointer py-2 font-medium text-gray-800">{t.summary}</summary>
      <form onSubmit={(e) => void submit(e)} className="mt-2 flex flex-col gap-2">
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t.why}</span>
          <textarea
            className="min-h-16 rounded-lg border border-gray-300 p-2"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" className="self-start rounded-lg border-2 border-gray-400 px-4 py-2 font-medium">
          {t.submit}
        </button>
      </form>
    </details>
  );
}
