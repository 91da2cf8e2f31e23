import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Choice, ChoiceGroup } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { Category } from "#shared/api-types.ts";
import { loadCategories } from "../api.ts";
import { useFieldError } from "./form-section";
import type { FormValues } from "./form-values";

export function CategoriesField() {
  const m = useMessages("registration").details;
  const { control } = useFormContext<FormValues>();
  // Controlled: with a single category, checkboxes registered by name would read as true/false.
  const { field } = useController({ control, name: "categories" });
  const error = useFieldError()("categories");
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    loadCategories().then(setCategories);
  }, []);
  const chosen = field.value;
  return (
    <ChoiceGroup id="reg-categories" legend={m.categories} required error={error} className="sm:col-span-2">
      <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {categories.map((category, index) => (
          <Choice
            key={category._id}
            type="checkbox"
            name="categories"
            label={category.name}
            value={category._id}
            checked={chosen.includes(category._id)}
            aria-invalid={index === 0 && error ? true : undefined}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.checked ? [...chosen, category._id] : chosen.filter((id) => id !== category._id))
            }
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}
