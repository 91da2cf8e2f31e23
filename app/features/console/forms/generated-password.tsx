/**
 * What adding an account answered, and the password the server made, shown once (only its hash is
 * kept) for the organiser to pass on privately; none when the organiser chose it.
 */
export function GeneratedPassword({ message, email, password }: { message: string; email: string; password: string | null }) {
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-950">
      <p className="font-medium">{message}</p>
      {password ? (
        <p className="mt-2 text-sm">
          Password for <span className="break-all">{email}</span>, shown only now (give it to them privately):{" "}
          <code className="break-all rounded bg-white px-2 py-0.5 font-mono text-base" data-testid="generated-password">
            {password}
          </code>
        </p>
      ) : null}
    </div>
  );
}
