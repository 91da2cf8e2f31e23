import type { ComponentProps } from "react";
import { type FieldProps, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { hindiLabel } from "#shared/console/hindi-fields.ts";

/**
 * The optional Hindi under an English field (DESIGN.md, Languages): labelled "<English label> in Hindi
 * (optional)", typed as Hindi (lang="hi"), set off by a rule on its left so the pair reads as one.
 */
/** The rule that sets a Hindi field (or a group of them) off from the English above it. */
export const HINDI_RULE = "border-l-4 border-brand-100 pl-3";

const hindiProps = (label: string) => ({
  label: (
    <>
      {hindiLabel(label)} <span className="font-normal text-gray-600">(optional)</span>
    </>
  ),
  lang: "hi",
  className: HINDI_RULE,
});

type HindiProps<P> = Omit<FieldProps, "label" | "required"> & { label: string } & Omit<P, "id" | "className" | "lang">;

export function HindiTextField({ label, ...props }: HindiProps<ComponentProps<"input">>) {
  return <TextField {...props} {...hindiProps(label)} />;
}

export function HindiTextAreaField({ label, ...props }: HindiProps<ComponentProps<"textarea">>) {
  return <TextAreaField {...props} {...hindiProps(label)} />;
}

/** The console's one word on languages: it is in English; Hindi fields are optional and fall back to the English. */
export function HindiFieldsNote() {
  return (
    <p className="mb-6 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-gray-800">
      The console is in English. Texts shown on the site have an optional Hindi field under the English one: the Hindi pages (/hi/…) show
      the Hindi where it is filled in and the English where it is empty, field by field.
    </p>
  );
}
