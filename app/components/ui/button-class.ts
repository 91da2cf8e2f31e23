export type ButtonVariant = "primary" | "secondary" | "quiet";
export type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition disabled:cursor-not-allowed aria-busy:cursor-wait";
const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-300 disabled:text-gray-700 aria-busy:disabled:bg-brand-700/70 aria-busy:disabled:text-white",
  secondary: "text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:text-gray-500",
  quiet: "text-brand-700 hover:bg-brand-50 disabled:text-gray-500",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 py-2 text-sm",
  md: "min-h-11 px-6 py-2.5",
  lg: "min-h-12 px-8 py-3",
};

/**
 * The classes of the site's button, for links that must look like one and for the few buttons on a
 * page's first download (kept apart from the Button component so they do not bring it along).
 */
export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
  className = "",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}${block ? " w-full" : ""}${className ? ` ${className}` : ""}`;
}
