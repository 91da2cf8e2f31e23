import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { testimonials } from "#db/schema.ts";
import type { Testimonial } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";

export type TestimonialQuery = {
  isActive?: boolean;
  pageNo: number;
  pageSize: number;
  sortBy: "createdAt" | "name";
  sortDirection: "asc" | "desc";
};

export async function listTestimonials(
  db: Db,
  query: TestimonialQuery,
  language: Language = "en",
): Promise<{ testimonials: Testimonial[]; total: number }> {
  const where = query.isActive === undefined ? undefined : eq(testimonials.isActive, query.isActive);
  const column = query.sortBy === "name" ? testimonials.name : testimonials.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(query.sortDirection === "asc" ? asc(column) : desc(column), asc(testimonials.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ value: count() }).from(testimonials).where(where),
  ]);
  return {
    testimonials: rows
      .map((row) => localiseFields(row, language, ["testimonial", "name"]))
      .map((t) => ({
        _id: t.id,
        testimonial: t.testimonial,
        name: t.name,
        profileImage: t.profileImage,
        isActive: t.isActive,
        createdAt: t.createdAt.toISOString(),
      })),
    total: total?.value ?? 0,
  };
}
