import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { type CompanySocialLinks, companyDetails } from "#db/schema.ts";
import type { CompanyDetailsForm } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import { mediaOrNull } from "#shared/console/media-input.ts";
import type { AppContext } from "../../../context.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { afterContentWrite, changedKeys } from "./content-writes.ts";

type CompanyRow = typeof companyDetails.$inferSelect;

const socialKeys = ["whatsapp", "instagram", "youtube", "facebook", "twitter", "linkedIn"] as const;

const formOf = (row: CompanyRow | undefined): CompanyDetailsForm => ({
  name: row?.name ?? "",
  nameHi: hindiOf(row?.nameHi),
  logo: row?.logo ?? "",
  phone: row?.phone ?? "",
  supportEmail: row?.supportEmail ?? "",
  address: row?.address ?? "",
  addressHi: hindiOf(row?.addressHi),
  legalName: row?.legalName ?? "",
  gstin: row?.gstin ?? "",
  socialLinks: Object.fromEntries(socialKeys.map((key) => [key, row?.socialLinks[key] ?? ""])) as CompanyDetailsForm["socialLinks"],
});

/** The one company-details record as the form edits it (empty before the first save). */
export async function getCompanyDetailsForm(db: Db): Promise<CompanyDetailsForm> {
  const [row] = await db.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  return formOf(row);
}

/** Saves the logo, phone, support e-mail, address and social links the footer and menus show. */
export async function saveCompanyDetails(ctx: AppContext, options: { staffId: string; form: CompanyDetailsForm }): Promise<void> {
  const { form, staffId } = options;
  // Unset links are left out, so the footer shows no icon for them.
  const socialLinks: CompanySocialLinks = Object.fromEntries(
    socialKeys.filter((key) => form.socialLinks[key]).map((key) => [key, form.socialLinks[key]]),
  );
  const values = {
    name: form.name,
    nameHi: form.nameHi || null,
    logo: mediaOrNull(form.logo),
    phone: form.phone || null,
    supportEmail: form.supportEmail || null,
    address: form.address || null,
    addressHi: form.addressHi || null,
    legalName: form.legalName || null,
    gstin: form.gstin ? form.gstin.toUpperCase() : null,
    socialLinks,
    updatedAt: new Date(),
  };
  const before = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1).for("update");
    if (row) await tx.update(companyDetails).set(values).where(eq(companyDetails.id, row.id));
    else await tx.insert(companyDetails).values({ id: newId(), ...values });
    // Field names only: the support address and phone are the company's, but the log keeps no values.
    await recordAudit(tx, {
      staffId,
      action: row ? "update" : "create",
      entity: "company-details",
      entityId: row?.id ?? null,
      changedFields: changedKeys(row ? formOf(row) : null, form),
    });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: ["company"], picturesBefore: [before?.logo], picturesAfter: [values.logo] });
}
