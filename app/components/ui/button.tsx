import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-class";

export { buttonClass } from "./button-class";

/**
 * The site's button. `busy` keeps it disabled and says so to assistive technology while its action
 * runs; it is a plain button (type="button") unless told otherwise.
 */
export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = "button",
  disabled,
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...props}
    />
  );
}
