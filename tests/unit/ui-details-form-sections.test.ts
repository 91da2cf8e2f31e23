import { describe, expect, it } from "vitest";
import { DetailsFormSchema, emptyValues, sectionSchemas } from "#app/features/registration/details-form/form-values.ts";
import { fieldErrors, UserDetailsSchema } from "#shared/registration/user-details-schema.ts";

describe("the details form's sections", () => {
  it("together ask every field of the shared schema once, except the video link asked at payment", () => {
    const asked = Object.values(sectionSchemas).flatMap((schema) => Object.keys(schema.shape));
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.sort()).toEqual(
      Object.keys(UserDetailsSchema.shape)
        .filter((field) => field !== "link")
        .sort(),
    );
  });

  it("check an empty form with the shared schema's own messages", () => {
    const result = DetailsFormSchema.safeParse(emptyValues("meera@example.com"));
    expect(result.success).toBe(false);
    const shared = UserDetailsSchema.safeParse({ ...emptyValues("meera@example.com"), link: "" });
    expect(result.error && fieldErrors(result.error)).toEqual(shared.error && fieldErrors(shared.error));
    expect(result.error && fieldErrors(result.error)).toMatchObject({
      "socialMedia.instagram": "Instagram link is required.",
      categories: "At least one category is required",
    });
  });
});
