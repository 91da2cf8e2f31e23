import { and, eq, inArray } from "drizzle-orm";
import { newId } from "#db/ids.ts";
import { categories, cities, states, users } from "#db/schema.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import {
  fieldErrors,
  type UploadField,
  UserDetailsSchema,
  userFormOptionalFields,
  userFormTextFields,
} from "#shared/registration/user-details-schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { encryptorFor } from "../encryption/encryption.ts";
import { serverMessages } from "../registration/messages.ts";
import { checkDocument, reencodeProfileImage } from "../storage/check-upload.ts";
import { randomName, storageFor } from "../storage/storage.ts";
import { findActiveAffiliateByCode } from "../affiliates/find-active-affiliate.ts";

export type CreateUserInput = { fields: Record<string, string>; files: Partial<Record<UploadField, Buffer>> };

export type CreatedUser = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  link: string;
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
};

const JSON_FIELDS = {
  bankDetails: "Bank details are not valid.",
  socialMedia: "Social media links are not valid.",
  categories: m.categoriesRequired,
};

const TEXT_FIELDS = [...userFormTextFields, ...userFormOptionalFields] as const;

const invalid = (errors: Record<string, string>) => new AppError("BAD_REQUEST", Object.values(errors)[0] ?? m.formInvalid, { errors });

/** The multipart text fields as the shared schema expects them (JSON fields parsed). */
function candidate(fields: Record<string, string>): { value: Record<string, unknown>; errors: Record<string, string> } {
  // A form sends an empty input as ""; a field left out entirely gets the same "… is required" message.
  const value: Record<string, unknown> = { ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])), ...fields };
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(JSON_FIELDS)) {
    const text = fields[name];
    if (text === undefined || text.trim() === "") {
      delete value[name];
      continue;
    }
    try {
      value[name] = JSON.parse(text);
    } catch {
      errors[name] = message;
    }
  }
  return { value, errors };
}

/**
 * POST /api/user/create. Validates with the same schema and messages as the browser, checks the
 * places, categories and affiliate code, then stores the files (profile image re-encoded and
 * public; Aadhaar, PAN and cheque encrypted in private storage) and the user (bank details
 * encrypted). Files are written only after every check passed and removed again if the insert fails.
 */
export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<CreatedUser> {
  const { db, config } = ctx;
  const { value, errors: jsonErrors } = candidate(input.fields);
  const parsed = UserDetailsSchema.safeParse(value);
  const errors = { ...jsonErrors, ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
  const details = parsed.data;
  const emailKey = details.email.toLowerCase();

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey));
  if (existing) throw new AppError("CONFLICT", serverMessages.emailExists, { errors: { email: serverMessages.emailExists } });

  const [place] = await db
    .select({ cityId: cities.id })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(and(eq(cities.id, details.cityId), eq(states.id, details.stateId), eq(states.countryId, details.countryId)));
  if (!place) throw invalid({ cityId: "Choose a country, a state in it and a city in that state." });

  const categoryIds = [...new Set(details.categories)];
  const known = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, categoryIds), eq(categories.isActive, true)));
  if (known.length !== categoryIds.length) throw invalid({ categories: "Choose categories from the list." });

  let referredByUserId: string | null = null;
  if (details.affiliateCode !== "") {
    const affiliate = await findActiveAffiliateByCode(db, details.affiliateCode);
    if (!affiliate) throw invalid({ affiliateCode: m.affiliateNotFound });
    referredByUserId = affiliate.id;
  }

  // Every file is checked before anything is written.
  const profileImage = input.files.profileImage ? await reencodeProfileImage(input.files.profileImage) : null;
  const documents = (["aadharCard", "panCard", "cancelledCheck"] as const).flatMap((field) => {
    const data = input.files[field];
    return data ? [{ field, data, kind: checkDocument(field, data) }] : [];
  });

  const userId = newId();
  const storage = storageFor(config);
  const encryptor = encryptorFor(config);
  const written: { publicPath?: string; privateKeys: string[] } = { privateKeys: [] };
  try {
    if (profileImage) written.publicPath = await storage.putPublic(`profiles/${userId}-${randomName()}.webp`, profileImage);
    const keys: Partial<Record<(typeof documents)[number]["field"], string>> = {};
    for (const doc of documents) {
      const key = `documents/${userId}/${doc.field}-${randomName()}.${doc.kind}.enc`;
      await storage.putPrivate(key, encryptor.encrypt(doc.data));
      written.privateKeys.push(key);
      keys[doc.field] = key;
    }
    const bank = details.bankDetails;
    const hasBank = Object.values(bank).some((v) => v !== "");
    const [row] = await db
      .insert(users)
      .values({
        id: userId,
        firstName: details.firstName,
        middleName: details.middleName,
        lastName: details.lastName,
        mobileNo: details.mobileNo,
        email: details.email,
        emailKey,
        countryId: details.countryId,
        stateId: details.stateId,
        cityId: details.cityId,
        address: details.address,
        pincode: details.pincode,
        dateOfBirth: details.dateOfBirth || null,
        gender: details.gender,
        bio: details.bio,
        link: details.link,
        bankDetailsEncrypted: hasBank ? encryptor.encryptText(JSON.stringify(bank)) : null,
        bankAccountLast4: hasBank && bank.accountNumber ? bank.accountNumber.slice(-4) : null,
        socialMedia: details.socialMedia,
        categoryIds,
        profileImage: written.publicPath ?? null,
        aadharCardKey: keys.aadharCard ?? null,
        panCardKey: keys.panCard ?? null,
        cancelledChequeKey: keys.cancelledCheck ?? null,
        referredByUserId,
      })
      .returning();
    if (!row) throw new Error("user row not written");
    return {
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobileNo: row.mobileNo,
      link: row.link,
      countryId: row.countryId,
      stateId: row.stateId,
      cityId: row.cityId,
    };
  } catch (error) {
    await Promise.allSettled([
      written.publicPath ? storage.removePublic(written.publicPath) : Promise.resolve(),
      ...written.privateKeys.map((key) => storage.removePrivate(key)),
    ]);
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", serverMessages.emailExists, { errors: { email: serverMessages.emailExists } });
    throw error;
  }
}

/** PostgreSQL 23505, whether the driver error comes bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
