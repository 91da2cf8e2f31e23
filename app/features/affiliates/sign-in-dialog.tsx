import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { notifyError, notifySuccess } from "../../components/notify";
import { login, type SignedInAffiliate } from "./affiliate-api";

type FieldErrors = { email?: string; password?: string };

const inputClass =
  "block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-ink placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";

/**
 * The affiliate sign-in modal (spec §2: e-mail, password, close icon, at most 448 px wide). A native
 * modal <dialog>: the page behind is inert, Escape closes it and focus returns to the opener; Tab is
 * kept inside it.
 */
export function SignInDialog({
  open,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  onSignedIn: (user: SignedInAffiliate) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The modal sits in the top layer above the toasts, so a failure is also said inside it.
  const [formError, setFormError] = useState("");

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setErrors({});
      setFormError("");
      setPassword("");
      setShowPassword(false);
      dialog.showModal();
      emailRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!email.trim()) found.email = "Email is required";
    if (!password) found.password = "Password is required";
    setErrors(found);
    setFormError("");
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      const answer = await login(email.trim(), password);
      if (answer.data) {
        notifySuccess("Login successful!");
        setPassword("");
        onSignedIn(answer.data);
        onClose();
      } else {
        const message = `Login failed: ${answer.message ?? "Unknown error"}`;
        notifyError(message);
        setFormError(message);
        setPassword("");
        passwordRef.current?.focus();
      }
    } catch {
      notifyError("An error occurred during login.");
      setFormError("An error occurred during login.");
    } finally {
      setBusy(false);
    }
  };

  // Keep Tab and Shift+Tab cycling inside the dialog.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        "button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])",
      ),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={trapFocus}
      // A click on the backdrop lands on the <dialog> itself; the content fills it completely.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
              Sign In
            </h2>
            <p className="mt-1 text-sm text-gray-600">With the e-mail and password our team gave you as an affiliate.</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>

        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold">
              Email
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              required
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              className={inputClass}
            />
            {errors.email ? (
              <p id={`${id}-email-error`} className="mt-1.5 text-sm text-red-700">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-semibold">
              Password
            </label>
            <div className="relative">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? `${id}-password-error` : undefined}
                className={`${inputClass} pr-20`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                aria-label="Show password"
                className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {showPassword ? "Hide" : "Show"}
              </button>
            </div>
            {errors.password ? (
              <p id={`${id}-password-error`} className="mt-1.5 text-sm text-red-700">
                {errors.password}
              </p>
            ) : null}
          </div>
          {formError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? "Signing in..." : "Sign In"}
          </button>
        </form>
      </div>
    </dialog>
  );
}
