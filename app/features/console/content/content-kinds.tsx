import type { ComponentProps } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Field, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import type {
  BannerContestOption,
  ConsoleBanner,
  ConsoleContestCategory,
  ConsoleJudge,
  ConsoleRegistrationCategory,
  ConsoleTestimonial,
} from "#shared/console/content-api.ts";
import {
  type BannerForm,
  BannerFormSchema,
  type ContestCategoryForm,
  ContestCategoryFormSchema,
  type JudgeForm,
  JudgeFormSchema,
  type RegistrationCategoryForm,
  RegistrationCategoryFormSchema,
  type TestimonialForm,
  TestimonialFormSchema,
} from "#shared/console/content-forms.ts";
import { imageSrc } from "#shared/media-url.ts";
import { PublishPanel } from "../publishing/publish-panel";
import type { ContentKind } from "./content-manager";
import { HindiTextAreaField, HindiTextField } from "./hindi-field";
import { ImageField } from "./image-field";

function Check({ form, name, label, disabled }: { form: UseFormReturn<never>; name: string; label: string; disabled: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium text-gray-900">
      <input type="checkbox" className="h-5 w-5 accent-brand-700" disabled={disabled} {...form.register(name as never)} />
      {label}
    </label>
  );
}

/** A picture picked and uploaded in the form: the stored picture's path is the field's value. */
function PictureField({
  form,
  name,
  label,
  purpose,
  wide,
  hint,
  disabled,
}: {
  form: UseFormReturn<never>;
  name: string;
  label: string;
  purpose: ComponentProps<typeof ImageField>["purpose"];
  wide?: boolean;
  hint?: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name as never}
      render={({ field, fieldState }) => (
        <ImageField
          id={name}
          label={label}
          purpose={purpose}
          wide={wide}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          disabled={disabled}
          hint={hint}
        />
      )}
    />
  );
}

function State({ active, extra }: { active: boolean; extra?: string | null }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
      <span
        className={`rounded-full px-2 py-0.5 ring-1 ${active ? "bg-green-50 text-green-900 ring-green-200" : "bg-gray-100 text-gray-700 ring-gray-300"}`}
      >
        {active ? "Active" : "Inactive"}
      </span>
      {extra ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900 ring-1 ring-brand-200">{extra}</span> : null}
    </span>
  );
}

function Thumb({ path, wide = false }: { path: string | null; wide?: boolean }) {
  const src = imageSrc(path, 160);
  return (
    <span className={`block shrink-0 overflow-hidden rounded-lg bg-gray-100 ${wide ? "h-14 w-24" : "h-14 w-14"}`}>
      {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : null}
    </span>
  );
}

const errorOf = (form: UseFormReturn<never>, name: string) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

export const bannerKind: ContentKind<ConsoleBanner, BannerForm> = {
  segment: "banners",
  noun: "banner",
  schema: BannerFormSchema,
  emptyForm: { bannerImage: "", bannerTitle: "", bannerTitleHi: "", contestId: "", isActive: true },
  toForm: (banner) => ({
    bannerImage: banner.bannerImage,
    bannerTitle: banner.bannerTitle,
    bannerTitleHi: banner.bannerTitleHi,
    contestId: banner.contestId ?? "",
    isActive: banner.isActive,
  }),
  movable: true,
  Summary: ({ item }) => (
    <div className="flex items-center gap-3">
      <Thumb path={item.bannerImage} wide />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.bannerTitle || "Untitled banner"}</p>
        {item.contestTitle ? <p className="text-sm text-gray-700">Links to {item.contestTitle}</p> : null}
        {item.publishedAt ? <State active={item.isActive} /> : null}
        <div className="mt-2">
          {item.publishedAt ? null : (
            <PublishPanel
              endpoint={`/api/admin/content/banners/${item._id}/publishing`}
              state={item}
              canEdit
              noun="banner"
              preview={`/admin/content/banners/${item._id}/preview`}
            />
          )}
        </div>
      </div>
    </div>
  ),
  Fields: ({ form, disabled, choices }) => {
    const f = form as unknown as UseFormReturn<never>;
    return (
      <>
        <PictureField
          form={f}
          name="bannerImage"
          label="Banner image"
          purpose="banner"
          wide
          hint="The home page's hero slideshow; about 1920 × 800 works best."
          disabled={disabled}
        />
        <TextField id="bannerTitle" label="Banner title" error={errorOf(f, "bannerTitle")} {...form.register("bannerTitle")} />
        <HindiTextField id="bannerTitleHi" label="Banner title" error={errorOf(f, "bannerTitleHi")} {...form.register("bannerTitleHi")} />
        <Field
          id="contestId"
          label="Links to contest"
          hint="Optional: a tap on the slide opens this contest. Only contests on the site are offered."
          error={errorOf(f, "contestId")}
        >
          {(wired) => (
            <select {...wired} {...form.register("contestId")}>
              <option value="">No link</option>
              {((choices as BannerContestOption[] | undefined) ?? []).map((contest) => (
                <option key={contest._id} value={contest._id}>
                  {contest.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Check form={f} name="isActive" label="Active: shown on the home page" disabled={disabled} />
      </>
    );
  },
};

export const testimonialKind: ContentKind<ConsoleTestimonial, TestimonialForm> = {
  segment: "testimonials",
  noun: "testimonial",
  schema: TestimonialFormSchema,
  emptyForm: { testimonial: "", testimonialHi: "", name: "", nameHi: "", profileImage: "", isActive: true },
  toForm: (t) => ({
    testimonial: t.testimonial,
    testimonialHi: t.testimonialHi,
    name: t.name,
    nameHi: t.nameHi,
    profileImage: t.profileImage ?? "",
    isActive: t.isActive,
  }),
  Summary: ({ item }) => (
    <div className="flex items-start gap-3">
      <Thumb path={item.profileImage} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.name}</p>
        <p className="line-clamp-2 text-sm text-gray-700">{item.testimonial}</p>
        <State active={item.isActive} />
      </div>
    </div>
  ),
  Fields: ({ form, disabled }) => {
    const f = form as unknown as UseFormReturn<never>;
    return (
      <>
        <TextAreaField
          id="testimonial"
          label="Testimonial"
          rows={4}
          required
          error={errorOf(f, "testimonial")}
          {...form.register("testimonial")}
        />
        <HindiTextAreaField
          id="testimonialHi"
          label="Testimonial"
          rows={4}
          error={errorOf(f, "testimonialHi")}
          {...form.register("testimonialHi")}
        />
        <TextField id="name" label="Name" required error={errorOf(f, "name")} {...form.register("name")} />
        <HindiTextField id="nameHi" label="Name" error={errorOf(f, "nameHi")} {...form.register("nameHi")} />
        <PictureField
          form={f}
          name="profileImage"
          label="Photo"
          purpose="photo"
          hint="Optional: without one the slider shows a default avatar."
          disabled={disabled}
        />
        <Check form={f} name="isActive" label="Active: shown in the home page's slider" disabled={disabled} />
      </>
    );
  },
};

export const judgeKind: ContentKind<ConsoleJudge, JudgeForm> = {
  segment: "judges",
  noun: "judge",
  schema: JudgeFormSchema,
  emptyForm: {
    firstName: "",
    lastName: "",
    profession: "",
    professionHi: "",
    bio: "",
    bioHi: "",
    profileImage: "",
    home: false,
    isActive: true,
  },
  toForm: (j) => ({
    firstName: j.firstName,
    lastName: j.lastName,
    profession: j.profession,
    professionHi: j.professionHi,
    bio: j.bio,
    bioHi: j.bioHi,
    profileImage: j.profileImage ?? "",
    home: j.home,
    isActive: j.isActive,
  }),
  movable: true,
  keptBecause: (j) =>
    j.contestCount > 0
      ? `On ${j.contestCount === 1 ? "a contest" : `${j.contestCount} contests`}: remove them there before deleting.`
      : null,
  Summary: ({ item }) => (
    <div className="flex items-center gap-3">
      <Thumb path={item.profileImage} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {item.firstName} {item.lastName}
        </p>
        <p className="text-sm text-gray-700">{item.profession}</p>
        <State active={item.isActive} extra={item.home ? "Hall of Fame" : null} />
      </div>
    </div>
  ),
  Fields: ({ form, disabled }) => {
    const f = form as unknown as UseFormReturn<never>;
    return (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="firstName" label="First name" required error={errorOf(f, "firstName")} {...form.register("firstName")} />
          <TextField id="lastName" label="Last name" error={errorOf(f, "lastName")} {...form.register("lastName")} />
        </div>
        <TextField id="profession" label="Profession" error={errorOf(f, "profession")} {...form.register("profession")} />
        <HindiTextField id="professionHi" label="Profession" error={errorOf(f, "professionHi")} {...form.register("professionHi")} />
        <TextAreaField id="bio" label="Bio" rows={4} error={errorOf(f, "bio")} {...form.register("bio")} />
        <HindiTextAreaField id="bioHi" label="Bio" rows={4} error={errorOf(f, "bioHi")} {...form.register("bioHi")} />
        <PictureField form={f} name="profileImage" label="Photo" purpose="photo" disabled={disabled} />
        <Check form={f} name="home" label="Show in the home page's Hall of Fame" disabled={disabled} />
        <Check form={f} name="isActive" label="Active" disabled={disabled} />
      </>
    );
  },
};

export const contestCategoryKind: ContentKind<ConsoleContestCategory, ContestCategoryForm> = {
  segment: "contest-categories",
  noun: "contest category",
  schema: ContestCategoryFormSchema,
  emptyForm: {
    name: "",
    nameHi: "",
    slug: "",
    description: "",
    descriptionHi: "",
    contestType: "",
    contestTypeHi: "",
    banner: "",
    isActive: true,
  },
  toForm: (c) => ({
    name: c.name,
    nameHi: c.nameHi,
    slug: c.slug,
    description: c.description,
    descriptionHi: c.descriptionHi,
    contestType: c.contestType,
    contestTypeHi: c.contestTypeHi,
    banner: c.banner ?? "",
    isActive: c.isActive,
  }),
  movable: true,
  keptBecause: (c) =>
    c.contestCount > 0 ? `Holds ${c.contestCount === 1 ? "a contest" : `${c.contestCount} contests`}: move them before deleting.` : null,
  Summary: ({ item }) => (
    <div className="flex items-center gap-3">
      <Thumb path={item.banner} wide />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.name}</p>
        <p className="text-sm text-gray-700">
          {item.slug} · {item.contestType || "Contest"} · {item.contestCount} {item.contestCount === 1 ? "contest" : "contests"}
        </p>
        <State active={item.isActive} />
      </div>
    </div>
  ),
  Fields: ({ form, disabled }) => {
    const f = form as unknown as UseFormReturn<never>;
    return (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="name" label="Name" required error={errorOf(f, "name")} {...form.register("name")} />
          <TextField
            id="slug"
            label="Slug"
            required
            hint="Lower-case letters, digits and dashes."
            error={errorOf(f, "slug")}
            {...form.register("slug")}
          />
        </div>
        <HindiTextField id="nameHi" label="Name" error={errorOf(f, "nameHi")} {...form.register("nameHi")} />
        <TextAreaField id="description" label="Description" rows={3} error={errorOf(f, "description")} {...form.register("description")} />
        <HindiTextAreaField
          id="descriptionHi"
          label="Description"
          rows={3}
          error={errorOf(f, "descriptionHi")}
          {...form.register("descriptionHi")}
        />
        <TextField
          id="contestType"
          label="Type"
          hint="Shown as 'Contest' when empty."
          error={errorOf(f, "contestType")}
          {...form.register("contestType")}
        />
        <HindiTextField id="contestTypeHi" label="Type" error={errorOf(f, "contestTypeHi")} {...form.register("contestTypeHi")} />
        <PictureField form={f} name="banner" label="Banner" purpose="category" wide disabled={disabled} />
        <Check form={f} name="isActive" label="Active: listed in Why We Exist" disabled={disabled} />
      </>
    );
  },
};

export const registrationCategoryKind: ContentKind<ConsoleRegistrationCategory, RegistrationCategoryForm> = {
  segment: "registration-categories",
  noun: "registration category",
  schema: RegistrationCategoryFormSchema,
  emptyForm: { name: "", nameHi: "", isActive: true },
  toForm: (c) => ({ name: c.name, nameHi: c.nameHi, isActive: c.isActive }),
  movable: true,
  keptBecause: (c) =>
    c.creatorCount > 0 ? `Picked by ${c.creatorCount === 1 ? "a creator" : `${c.creatorCount} creators`}: make it inactive instead.` : null,
  Summary: ({ item }) => (
    <div>
      <p className="font-semibold text-ink">{item.name}</p>
      <p className="text-sm text-gray-700">
        {item.creatorCount} {item.creatorCount === 1 ? "creator" : "creators"}
      </p>
      <State active={item.isActive} />
    </div>
  ),
  Fields: ({ form, disabled }) => {
    const f = form as unknown as UseFormReturn<never>;
    return (
      <>
        <TextField id="name" label="Name" required error={errorOf(f, "name")} {...form.register("name")} />
        <HindiTextField id="nameHi" label="Name" error={errorOf(f, "nameHi")} {...form.register("nameHi")} />
        <Check form={f} name="isActive" label="Active: offered in the registration form" disabled={disabled} />
      </>
    );
  },
};
