/**
 * The JSON shapes the API answers and page loaders receive, derived from the response schemas in
 * shared/api/ (one declaration: the server serialises with them, the browser only imports types, so
 * no zod reaches a page through this file).
 */
import type { z } from "zod";
import type { FailureAnswer } from "./api/common.ts";
import type {
  BannerSchema,
  CategorySchema,
  CmsContentSchema,
  CompanyDetailsSchema,
  ContestCategorySchema,
  JudgeSchema,
  TestimonialSchema,
} from "./api/content.ts";
import type { ContestSchema, ContestSummarySchema } from "./api/contests.ts";
import type { CitySchema, CountrySchema, DistrictSchema, PincodePlaceSchema, StateSchema } from "./api/locations.ts";
import type { ApplicantSchema } from "./api/registration.ts";

export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;
export type ContestSummary = z.infer<typeof ContestSummarySchema>;
export type Contest = z.infer<typeof ContestSchema>;
export type ContestCategory = z.infer<typeof ContestCategorySchema>;
export type Category = z.infer<typeof CategorySchema>;
export type Judge = z.infer<typeof JudgeSchema>;
export type Banner = z.infer<typeof BannerSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type CmsContent = z.infer<typeof CmsContentSchema>;
export type Country = z.infer<typeof CountrySchema>;
export type State = z.infer<typeof StateSchema>;
export type City = z.infer<typeof CitySchema>;
export type District = z.infer<typeof DistrictSchema>;
export type PincodePlace = z.infer<typeof PincodePlaceSchema>;
export type Applicant = z.infer<typeof ApplicantSchema>;
/** The failure shape every route shares: `{ isOk: false, message }` and optional details. */
export type ApiFailure = z.infer<typeof FailureAnswer>;
