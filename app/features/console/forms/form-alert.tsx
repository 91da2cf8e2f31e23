/** A console form's failure, above its fields: read out as soon as it shows. `small` for the compact forms. */
export function FormAlert({
  message,
  small,
  id,
  className,
}: {
  message: string | null | undefined;
  small?: boolean;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={`${className ? `${className} ` : ""}rounded-xl border border-red-200 bg-red-50 px-4 py-3 ${small ? "text-sm " : ""}font-medium text-red-800`}
    >
      {message}
    </p>
  );
}

export type Outcome = { kind: "error" | "done"; text: string };

/** What an action came to: a failure read out at once, or a success in green. */
export function OutcomeNote({ outcome, className }: { outcome: Outcome | null; className?: string }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.kind === "error" ? "alert" : "status"}
      className={`${className ? `${className} ` : ""}rounded-xl px-4 py-3 text-sm font-medium ${outcome.kind === "error" ? "border border-red-200 bg-red-50 text-red-800" : "border border-green-200 bg-green-50 text-green-900"}`}
    >
      {outcome.text}
    </p>
  );
}
