import type { ComponentProps, ReactNode } from "react";
import { Controller, get, useFormContext, useFormState } from "react-hook-form";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { ImageField } from "../content/image-field";
import { LazyRichTextEditor } from "../content/lazy-rich-text-editor";
import { Checkbox } from "./checkbox";
import { HINDI_RULE, HindiTextAreaField, HindiTextField } from "./hindi-field";

/*
 * The fields of the console's react-hook-form forms, bound by name to the form around them
 * (FormProvider): each registers itself and shows its own message, so a form lists its fields once.
 */

/** The message at `name` ("prizes.0.title" too), watched for this field alone. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type Common = { name: string; id?: string; label: string; hint?: ReactNode; required?: boolean };
type InputExtras = Omit<ComponentProps<"input">, "id" | "className" | "name" | "children"> & { valueAsNumber?: boolean };

export function FormTextField({ name, id = name, valueAsNumber, ...props }: Common & InputExtras) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField id={id} error={error} {...props} {...register(name, valueAsNumber ? { valueAsNumber } : undefined)} />;
}

export function FormTextAreaField({ name, id = name, ...props }: Common & { rows?: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextAreaField id={id} error={error} {...props} {...register(name)} />;
}

/** The optional Hindi of `name`, held at `${name}Hi`. */
export function FormHindiField({ name, label, rows }: { name: string; label: string; rows?: number }) {
  const { register } = useFormContext();
  const hindi = `${name}Hi`;
  const error = useFieldError(hindi);
  return rows ? (
    <HindiTextAreaField id={hindi} label={label} rows={rows} error={error} {...register(hindi)} />
  ) : (
    <HindiTextField id={hindi} label={label} error={error} {...register(hindi)} />
  );
}

/** An English text and its optional Hindi under it; `rows` makes both text areas. */
export function TextPair({ rows, ...props }: Common & { rows?: number }) {
  return (
    <>
      {rows ? <FormTextAreaField rows={rows} {...props} /> : <FormTextField {...props} />}
      <FormHindiField name={props.name} label={props.label} rows={rows} />
    </>
  );
}

/** A picture uploaded from the form: the stored picture's path is the field's value. */
export function FormImageField({
  name,
  id = name,
  ...props
}: { name: string; id?: string } & Omit<ComponentProps<typeof ImageField>, "id" | "value" | "onChange" | "error">) {
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => (
        <ImageField id={id} {...props} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

type EditorProps = ComponentProps<typeof LazyRichTextEditor>;

/** A rich-text body; `hindi` sets it off as the optional Hindi of the English one above it. */
export function FormRichTextField({
  name,
  id = name,
  hindi,
  ...props
}: { name: string; id?: string; hindi?: boolean } & Omit<EditorProps, "id" | "value" | "onChange" | "error" | "lang">) {
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const editor = (
          <LazyRichTextEditor
            id={id}
            {...props}
            lang={hindi ? "hi" : undefined}
            value={field.value ?? ""}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        );
        return hindi ? <div className={HINDI_RULE}>{editor}</div> : editor;
      }}
    />
  );
}

/** A checkbox of the form (Active, Hall of Fame, …). */
export function FormCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { register } = useFormContext();
  return (
    <Checkbox disabled={disabled} {...register(name)}>
      {label}
    </Checkbox>
  );
}
