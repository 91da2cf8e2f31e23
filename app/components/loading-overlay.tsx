import { useMessages } from "#app/i18n/i18n.tsx";

/** A full-page translucent overlay with a spinner, announced as a status. */
export function LoadingOverlay({ label, className = "" }: { label?: string; className?: string }) {
  const common = useMessages("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed inset-0 z-[60] flex items-center justify-center bg-white/80 backdrop-blur-sm ${className}`}
    >
      <div className="flex flex-col items-center gap-3">
        <span aria-hidden="true" className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
        <span className="text-sm font-semibold text-brand-800">{label ?? common.loading}</span>
      </div>
    </div>
  );
}
