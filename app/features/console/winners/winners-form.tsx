import { useId, useMemo, useState } from "react";
import { SaveWinnersSchema, type WinnersBoard } from "#shared/console/winners.ts";
import { formatIstDate } from "#shared/ist.ts";
import { formatMoney } from "#shared/text.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { Dialog } from "../../../components/ui/dialog";
import { inputClass } from "../../../components/ui/field";
import { apiFetch, apiPost } from "../../../lib/api-client";
import { PrizePaid } from "./prize-paid";

type Pick = { prizeId: string; rank: string };
type Picks = Record<string, Pick>;

const initialPicks = (board: WinnersBoard): Picks =>
  Object.fromEntries(board.winners.map((w) => [w.subscriberId, { prizeId: w.prizeId ?? "", rank: w.rank === null ? "" : String(w.rank) }]));

const samePicks = (a: Picks, b: Picks) => {
  const keys = (p: Picks) =>
    Object.entries(p)
      .filter(([, v]) => v.prizeId)
      .map(([k, v]) => `${k}:${v.prizeId}:${v.rank}`)
      .sort()
      .join();
  return keys(a) === keys(b);
};

/**
 * A contest's completed registrations, each with a prize and a rank to make it a winner. Editors save
 * the choice (nothing public changes), then declare the results after a confirmation; viewers only see.
 */
export function WinnersForm({
  board,
  canEdit,
  canMarkPaid,
  onSaved,
}: {
  board: WinnersBoard;
  canEdit: boolean;
  canMarkPaid: boolean;
  onSaved: () => void;
}) {
  const id = useId();
  // What the server holds; the form starts from it and is compared with it (unsaved changes).
  const saved = useMemo(() => initialPicks(board), [board]);
  const [picks, setPicks] = useState<Picks>(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const locked = board.contest.winnersDeclared || !canEdit;
  const dirty = !samePicks(picks, saved);
  const money = (paise: number) => formatMoney(paise / 100, board.contest.prizePoolCurrency);

  const chosen = board.registrations
    .map((registration) => ({ registration, pick: picks[registration.subscriberId] }))
    .filter((row) => row.pick?.prizeId);

  const setPick = (subscriberId: string, change: Partial<Pick>) =>
    setPicks((current) => {
      const next = { ...(current[subscriberId] ?? { prizeId: "", rank: "" }), ...change };
      // Choosing a prize suggests its rank.
      if (change.prizeId && !current[subscriberId]?.rank) next.rank = String(board.prizes.find((p) => p.id === change.prizeId)?.rank ?? "");
      if (change.prizeId === "") next.rank = "";
      return { ...current, [subscriberId]: next };
    });

  const save = async () => {
    setMessage(null);
    const payload = {
      winners: chosen.map(({ registration, pick }) => ({
        subscriberId: registration.subscriberId,
        prizeId: pick?.prizeId ?? "",
        rank: pick?.rank.trim() === "" ? undefined : Number(pick?.rank),
      })),
    };
    const toFieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
      const errors: Record<string, string> = {};
      for (const issue of issues) {
        const [, index, field] = issue.path;
        const subscriberId = typeof index === "number" ? payload.winners[index]?.subscriberId : undefined;
        if (subscriberId) errors[`${subscriberId}.${String(field)}`] ??= issue.message;
      }
      return errors;
    };
    const parsed = SaveWinnersSchema.safeParse(payload);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error.issues));
      return setMessage({ kind: "error", text: "Check the marked rows." });
    }
    setBusy(true);
    const result = await apiFetch<{ message: string }>(`/api/admin/contests/${board.contest.id}/winners`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(parsed.data),
    });
    setBusy(false);
    if (!result.ok) {
      const errors = (result.body as { errors?: Record<string, string> }).errors ?? {};
      setFieldErrors(
        toFieldErrors(
          Object.entries(errors).map(([key, text]) => ({
            path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            message: text,
          })),
        ),
      );
      return setMessage({ kind: "error", text: result.body.message });
    }
    setFieldErrors({});
    setMessage({ kind: "done", text: "Winners saved. Nothing is public until you declare the results." });
    onSaved();
  };

  const declare = async () => {
    setBusy(true);
    const result = await apiPost<{ message: string }>(`/api/admin/contests/${board.contest.id}/winners/declare`, { confirm: true });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setMessage({ kind: "error", text: result.body.message });
    setMessage({ kind: "done", text: `${result.body.message} The applicants page shows them now.` });
    onSaved();
  };

  if (board.registrations.length === 0) {
    return <p className="rounded-2xl border border-gray-200 bg-white p-6 text-gray-700">This contest has no completed registrations.</p>;
  }

  return (
    <div className="space-y-6">
      {board.prizes.length === 0 && !locked ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          This contest has no prizes yet. Add them to the contest first: each winner gets one of its prizes.
        </p>
      ) : null}
      <ul aria-label="Completed registrations" className="grid gap-3">
        {board.registrations.map((registration) => {
          const pick = picks[registration.subscriberId] ?? { prizeId: "", rank: "" };
          const prizeError =
            fieldErrors[`${registration.subscriberId}.prizeId`] ?? fieldErrors[`${registration.subscriberId}.subscriberId`];
          const rankError = fieldErrors[`${registration.subscriberId}.rank`];
          const rowId = `${id}-${registration.subscriberId}`;
          const winner = board.winners.find((w) => w.subscriberId === registration.subscriberId);
          return (
            <li
              key={registration.subscriberId}
              className={`flex flex-wrap items-center gap-4 rounded-2xl border bg-white p-4 ${pick.prizeId ? "border-brand-300" : "border-gray-200"}`}
            >
              <div className="min-w-[12rem] flex-1">
                <p id={`${rowId}-name`} className="font-semibold text-ink">
                  {registration.name}
                </p>
                <p className="mt-1 text-sm text-gray-700">
                  Registered {formatIstDate(registration.completedAt)}
                  {registration.link ? (
                    <>
                      {" · "}
                      <a
                        href={registration.link}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="font-medium text-brand-700 underline underline-offset-2"
                      >
                        Watch the video<span className="sr-only"> of {registration.name} (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              {locked ? (
                <div className="flex flex-col items-start gap-2 sm:items-end">
                  <p className="text-sm font-semibold text-gray-800">
                    {winner
                      ? `#${winner.rank ?? "-"} · ${winner.prizeTitle ?? "-"}${winner.prizeAmountPaise ? ` (${money(winner.prizeAmountPaise)})` : ""}`
                      : "Not a winner"}
                  </p>
                  {winner && board.contest.winnersDeclared ? (
                    <PrizePaid
                      contestId={board.contest.id}
                      winner={winner}
                      winnerName={registration.name}
                      canMarkPaid={canMarkPaid}
                      onMarked={onSaved}
                    />
                  ) : null}
                </div>
              ) : (
                <div className="flex w-full flex-wrap items-start gap-4 sm:w-auto">
                  <div className="w-full sm:w-64">
                    <label htmlFor={`${rowId}-prize`} className="mb-1 block text-sm font-semibold text-gray-800">
                      Prize
                    </label>
                    <select
                      id={`${rowId}-prize`}
                      aria-describedby={`${rowId}-name${prizeError ? ` ${rowId}-prize-error` : ""}`}
                      aria-invalid={prizeError ? true : undefined}
                      value={pick.prizeId}
                      onChange={(event) => setPick(registration.subscriberId, { prizeId: event.target.value })}
                      className={inputClass}
                    >
                      <option value="">Not a winner</option>
                      {board.prizes.map((prize) => (
                        <option key={prize.id} value={prize.id}>
                          {prize.title} ({money(prize.amountPaise)})
                        </option>
                      ))}
                    </select>
                    {prizeError ? (
                      <p id={`${rowId}-prize-error`} className="mt-1 text-sm font-medium text-red-700">
                        {prizeError}
                      </p>
                    ) : null}
                  </div>
                  <div className="w-28">
                    <label htmlFor={`${rowId}-rank`} className="mb-1 block text-sm font-semibold text-gray-800">
                      Rank
                    </label>
                    <input
                      id={`${rowId}-rank`}
                      type="number"
                      min={1}
                      max={100}
                      inputMode="numeric"
                      disabled={!pick.prizeId}
                      aria-describedby={`${rowId}-name${rankError ? ` ${rowId}-rank-error` : ""}`}
                      aria-invalid={rankError ? true : undefined}
                      value={pick.rank}
                      onChange={(event) => setPick(registration.subscriberId, { rank: event.target.value })}
                      className={inputClass}
                    />
                    {rankError ? (
                      <p id={`${rowId}-rank-error`} className="mt-1 text-sm font-medium text-red-700">
                        {rankError}
                      </p>
                    ) : null}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>

      <div aria-live="polite">
        {message ? (
          <p
            role={message.kind === "error" ? "alert" : "status"}
            className={`rounded-xl px-4 py-3 text-sm font-medium ${message.kind === "error" ? "border border-red-200 bg-red-50 text-red-800" : "border border-green-200 bg-green-50 text-green-900"}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>

      {locked ? null : (
        <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 bg-gray-50/95 py-4 sm:sticky sm:bottom-0">
          <button type="button" onClick={save} disabled={busy || !dirty} aria-busy={busy || undefined} className={buttonClass()}>
            Save winners
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy || dirty || board.winners.length === 0 || !board.contest.ended}
            className={buttonClass({ variant: "secondary" })}
          >
            Declare results
          </button>
          <p className="text-sm text-gray-700">
            {!board.contest.ended
              ? "Results can be declared once the contest has ended."
              : dirty
                ? "Save your changes before declaring the results."
                : board.winners.length === 0
                  ? "Choose winners and save them first."
                  : `${board.winners.length} winners saved.`}
          </p>
        </div>
      )}

      {confirming ? (
        <Dialog
          title="Declare the results?"
          role="alertdialog"
          onClose={() => setConfirming(false)}
          description={`${board.winners.length} winners of ${board.contest.title} will be shown on the contest's pages at once, and every registrant will be e-mailed. An owner can withdraw them for a correction before certificates are issued or within 7 days.`}
          footer={
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={() => setConfirming(false)} className={buttonClass({ variant: "secondary" })}>
                Cancel
              </button>
              <button type="button" onClick={declare} disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
                Declare results
              </button>
            </div>
          }
        />
      ) : null}
    </div>
  );
}
