import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { testimonials } from "#db/schema.ts";
import type { ConsoleTestimonial } from "#shared/console/content-api.ts";
import type { TestimonialForm } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import { mediaOrNull } from "#shared/console/media-input.ts";
import type { AppContext } from "../../../context.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { afterContentWrite, changedKeys, missing } from "./content-writes.ts";

type TestimonialRow = typeof testimonials.$inferSelect;
const TESTIMONIAL = "Testimonial";
/** The home slider and the API read every testimonial page from this prefix. */
const CACHE = ["testimonials"];

const toConsoleTestimonial = (row: TestimonialRow): ConsoleTestimonial => ({
  _id: row.id,
  testimonial: row.testimonial,
  testimonialHi: hindiOf(row.testimonialHi),
  name: row.name,
  nameHi: hindiOf(row.nameHi),
  profileImage: row.profileImage,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

const formOf = (row: TestimonialRow): TestimonialForm => ({
  testimonial: row.testimonial,
  testimonialHi: hindiOf(row.testimonialHi),
  name: row.name,
  nameHi: hindiOf(row.nameHi),
  profileImage: row.profileImage ?? "",
  isActive: row.isActive,
});

/** Every testimonial, newest first (the slider's order). */
export async function listConsoleTestimonials(db: Db): Promise<ConsoleTestimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(toConsoleTestimonial);
}

export async function saveTestimonial(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: TestimonialForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  const values = { ...form, profileImage: mediaOrNull(form.profileImage) };
  const result = await ctx.db.transaction(async (tx) => {
    if (options.id) {
      const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, options.id)).for("update");
      if (!before) throw missing(TESTIMONIAL);
      await tx.update(testimonials).set(values).where(eq(testimonials.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: "update",
        entity: "testimonial",
        entityId: before.id,
        changedFields: changedKeys(formOf(before), form),
      });
      return { id: before.id, before: before.profileImage };
    }
    const id = newId();
    await tx.insert(testimonials).values({ id, ...values });
    await recordAudit(tx, { staffId, action: "create", entity: "testimonial", entityId: id, changedFields: changedKeys(null, form) });
    return { id, before: null };
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [result.before], picturesAfter: [values.profileImage] });
  return { id: result.id };
}

export async function deleteTestimonial(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, options.id)).returning();
    if (!row) throw missing(TESTIMONIAL);
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "testimonial", entityId: row.id });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [removed.profileImage] });
}
