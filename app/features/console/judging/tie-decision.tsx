import { useId, useState } from "react";
import { type RoundResultsView, TieDecisionSchema } from "#shared/judging/console-api.ts";
import { sendJson } from "../forms/save-form";
import { ActionMessage, type ActionResult } from "./action-message";

type Ranked = RoundResultsView["ranking"][number];
const input = "rounded-md border border-gray-300 px-2 py-1.5";

/** The entries no rung of the ladder separates, one group per shared place. */
export function unresolvedTies(ranking: readonly Ranked[]): Ranked[][] {
  const groups = new Map<number, Ranked[]>();
  for (const entry of ranking.filter((r) => r.unresolvedTie)) groups.set(entry.position, [...(groups.get(entry.position) ?? []), entry]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The tied entries in the order being decided; each but the first can move up. */
function TieOrder({
  order,
  nameOf,
  onMoveUp,
}: {
  order: string[];
  nameOf: (entryId: string) => string;
  onMoveUp: (index: number) => void;
}) {
  return (
    <ol className="flex flex-col gap-1">
      {order.map((entryId, index) => (
        <li key={entryId} className="flex flex-wrap items-center gap-2">
          <span className="w-6 text-right font-semibold">{index + 1}.</span>
          <span className="min-w-0 flex-1 basis-32 break-words">{nameOf(entryId)}</span>
          {index > 0 ? (
            <button type="button" className="rounded-md border border-gray-300 bg-white px-3 py-1.5" onClick={() => onMoveUp(index)}>
              Move<span className="sr-only"> {nameOf(entryId)}</span> up
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function ReasonField({ id, reason, error, onChange }: { id: string; reason: string; error: string; onChange: (reason: string) => void }) {
  return (
    <>
      <label htmlFor={`${id}-reason`} className="font-medium">
        The head judge's reason (kept in the audit log)
      </label>
      <textarea
        id={`${id}-reason`}
        className={input}
        rows={2}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The ladder's last rung, decided by a person: the head judge's order of entries still tied, with a
 * written reason the audit log keeps. Nothing here is chance: until it is recorded the tie stays.
 */
export function TieDecision({
  contestId,
  kind,
  tied,
  onDecided,
}: {
  contestId: string;
  kind: string;
  tied: readonly Ranked[];
  onDecided: () => void;
}) {
  const id = useId();
  const [order, setOrder] = useState(tied.map((entry) => entry.entryId));
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [message, setMessage] = useState<ActionResult>(null);
  const nameOf = (entryId: string) => tied.find((t) => t.entryId === entryId)?.name ?? entryId;
  const moveUp = (index: number) =>
    setOrder((all) => all.map((entryId, i) => (i === index - 1 ? all[index] : i === index ? all[index - 1] : entryId) as string));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TieDecisionSchema.safeParse({ order, reason });
    setFieldError(parsed.success ? "" : (parsed.error.issues[0]?.message ?? ""));
    if (!parsed.success) return;
    const result = await sendJson<{ message: string }>(
      "PUT",
      `/api/admin/judging/contests/${contestId}/rounds/${kind}/tie-decision`,
      parsed.data,
    );
    setMessage({ error: !result.ok, text: result.body.message ?? "" });
    if (result.ok) onDecided();
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`Decide the tie at place ${tied[0]?.position ?? ""}`}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h3 className="font-semibold">Tie at place {tied[0]?.position}: the head judge decides</h3>
      <p className="text-gray-700">
        The score, the highest-weighted criterion and first places do not separate these entries. Put them in the head judge's order (first
        is better) and write why.
      </p>
      <TieOrder order={order} nameOf={nameOf} onMoveUp={moveUp} />
      <ReasonField id={id} reason={reason} error={fieldError} onChange={setReason} />
      <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        Record the decision
      </button>
      <ActionMessage message={message} small={false} />
    </form>
  );
}
