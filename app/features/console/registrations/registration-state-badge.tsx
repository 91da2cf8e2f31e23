import type { RegistrationState } from "#shared/api/my-registrations.ts";
import { registrationStateLabels } from "#shared/console/registrations.ts";

const tones: Record<RegistrationState, string> = {
  completed: "bg-green-50 text-green-900 ring-green-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  refunded: "bg-sky-50 text-sky-900 ring-sky-200",
  expired: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** The state creators see on My registrations, as a badge. */
export function RegistrationStateBadge({ state }: { state: RegistrationState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[state]}`}>
      {registrationStateLabels[state]}
    </span>
  );
}
