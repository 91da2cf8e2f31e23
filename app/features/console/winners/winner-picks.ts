import { useMemo, useState } from "react";
import { SaveWinnersSchema, type WinnersBoard } from "#shared/console/winners.ts";
import { apiFetch } from "../../../lib/api-client";

/** A registration's prize and rank as the form holds them (text, as typed). */
export type Pick = { prizeId: string; rank: string };
type Picks = Record<string, Pick>;
type Registration = WinnersBoard["registrations"][number];

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

/** The picks being edited, starting from what the server holds and compared with it (unsaved changes). */
export function useWinnerPicks(board: WinnersBoard) {
  const saved = useMemo(() => initialPicks(board), [board]);
  const [picks, setPicks] = useState<Picks>(saved);
  const setPick = (subscriberId: string, change: Partial<Pick>) =>
    setPicks((current) => {
      const next = { ...(current[subscriberId] ?? { prizeId: "", rank: "" }), ...change };
      // Choosing a prize suggests its rank.
      if (change.prizeId && !current[subscriberId]?.rank) next.rank = String(board.prizes.find((p) => p.id === change.prizeId)?.rank ?? "");
      if (change.prizeId === "") next.rank = "";
      return { ...current, [subscriberId]: next };
    });
  const chosen = board.registrations
    .map((registration) => ({ registration, pick: picks[registration.subscriberId] }))
    .filter((row): row is { registration: Registration; pick: Pick } => Boolean(row.pick?.prizeId));
  return { picks, setPick, chosen, dirty: !samePicks(picks, saved) };
}

export type SaveOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; text: string };

/**
 * Save the chosen winners: checked with the API's schema first, then PUT. Errors come back by the
 * payload's index and are keyed here by registration ("<subscriberId>.rank").
 */
export async function saveWinners(contestId: string, chosen: { registration: Registration; pick: Pick }[]): Promise<SaveOutcome> {
  const payload = {
    winners: chosen.map(({ registration, pick }) => ({
      subscriberId: registration.subscriberId,
      prizeId: pick.prizeId,
      rank: pick.rank.trim() === "" ? undefined : Number(pick.rank),
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
  if (!parsed.success) return { ok: false, fieldErrors: toFieldErrors(parsed.error.issues), text: "Check the marked rows." };
  const result = await apiFetch<{ message: string }>(`/api/admin/contests/${contestId}/winners`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(parsed.data),
  });
  if (result.ok) return { ok: true };
  const errors = (result.body as { errors?: Record<string, string> }).errors ?? {};
  const issues = Object.entries(errors).map(([key, text]) => ({
    path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    message: text,
  }));
  return { ok: false, fieldErrors: toFieldErrors(issues), text: result.body.message };
}
