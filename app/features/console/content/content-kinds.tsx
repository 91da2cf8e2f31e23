import type {
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
import type { ContentKind } from "./content-manager";
import { BannerFields, ContestCategoryFields, JudgeFields, RegistrationCategoryFields, TestimonialFields } from "./kind-fields";
import { BannerSummary, ContestCategorySummary, JudgeSummary, RegistrationCategorySummary, TestimonialSummary } from "./kind-summaries";

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

export const bannerKind: ContentKind<ConsoleBanner, BannerForm> = {
  segment: "banners",
  noun: "banner",
  schema: BannerFormSchema,
  emptyForm: { bannerImage: "", bannerTitle: "", bannerTitleHi: "", contestId: "", isActive: true },
  movable: true,
  Summary: BannerSummary,
  Fields: BannerFields,
};

export const testimonialKind: ContentKind<ConsoleTestimonial, TestimonialForm> = {
  segment: "testimonials",
  noun: "testimonial",
  schema: TestimonialFormSchema,
  emptyForm: { testimonial: "", testimonialHi: "", name: "", nameHi: "", profileImage: "", isActive: true },
  Summary: TestimonialSummary,
  Fields: TestimonialFields,
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
  movable: true,
  keptBecause: (j) =>
    j.contestCount > 0 ? `On ${count(j.contestCount, "a contest", "contests")}: remove them there before deleting.` : null,
  Summary: JudgeSummary,
  Fields: JudgeFields,
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
  movable: true,
  keptBecause: (c) => (c.contestCount > 0 ? `Holds ${count(c.contestCount, "a contest", "contests")}: move them before deleting.` : null),
  Summary: ContestCategorySummary,
  Fields: ContestCategoryFields,
};

export const registrationCategoryKind: ContentKind<ConsoleRegistrationCategory, RegistrationCategoryForm> = {
  segment: "registration-categories",
  noun: "registration category",
  schema: RegistrationCategoryFormSchema,
  emptyForm: { name: "", nameHi: "", isActive: true },
  movable: true,
  keptBecause: (c) =>
    c.creatorCount > 0 ? `Picked by ${count(c.creatorCount, "a creator", "creators")}: make it inactive instead.` : null,
  Summary: RegistrationCategorySummary,
  Fields: RegistrationCategoryFields,
};
