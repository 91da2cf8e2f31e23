import type { ComponentProps, ReactNode } from "react";

/** One checkbox with its label, a 44 px tap target (Active, Hall of Fame, …). */
export function Checkbox({ children, ...input }: { children: ReactNode } & Omit<ComponentProps<"input">, "type" | "className">) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium text-gray-900">
      <input type="checkbox" className="h-5 w-5 accent-brand-700" {...input} />
      {children}
    </label>
  );
}
