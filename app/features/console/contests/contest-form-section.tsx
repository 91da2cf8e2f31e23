import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { ContestForm, ContestFormValues } from "#shared/console/contest-form.ts";

/** One titled part of the contest form (its heading names the section for screen readers). */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-bold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}

/** The contest form around a section. */
export const useContestForm = () => useFormContext<ContestFormValues, unknown, ContestForm>();
