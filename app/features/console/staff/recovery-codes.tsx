/** Recovery codes, shown once right after they are made. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h3 className="font-semibold text-amber-950">Your recovery codes</h3>
      <p className="mt-1 text-sm text-amber-950">
        Keep them somewhere safe (a password manager or on paper). Each one signs you in once if you lose your phone. They are not shown
        again.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-2 text-ink ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}
          className="min-h-11 rounded-full px-4 font-semibold text-amber-950 ring-1 ring-amber-400 hover:bg-amber-100"
        >
          Copy codes
        </button>
        <button
          type="button"
          onClick={onDone}
          className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          I have saved them
        </button>
      </div>
    </div>
  );
}
