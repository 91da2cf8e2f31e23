import { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { builtOnce } from "#db/built-once.ts";
import { isUniqueViolation } from "#db/errors.ts";
import { rowsOf } from "#db/rows.ts";
import { categories, cities, states, users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { fieldErrors, UserDetailsSchema, userFormOptionalFields, userFormTextFields } from "#shared/registration/user-details-schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { findActiveAffiliateByCode } from "../affiliates/find-active-affiliate.ts";
import { consentAtRegistration } from "../consent/consent-at-registration.ts";
import { consentAnswers } from "../consent/messages.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { serverMessages } from "../registration/messages.ts";
import { reencodeProfileImage, uploadError } from "../storage/check-upload.ts";
import type { ReceivedUploads } from "../storage/receive-upload.ts";
import { publicWebPath, randomName } from "../storage/storage.ts";
import type { UploadBatch } from "../storage/upload-batch.ts";
import { imageGate } from "../storage/upload-limits.ts";

/** The form as received: its files already on disk, pending in `batch` (docs/uploads-and-storage.md). */
export type CreateUserInput = {
  userId: string;
  fields: Record<string, string>;
  files: ReceivedUploads;
  batch: UploadBatch;
  /** The language of the page the creator signed up on: their mails and PDFs follow it. */
  language?: Language;
};

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

const DOCUMENT_FIELDS = ["aadharCard", "panCard", "cancelledCheck"] as const;

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
 * places, categories and affiliate code, then the files (Aadhaar, PAN and cheque already encrypted
 * into pending storage as they arrived; the profile image re-encoded now) and stores the user (bank
 * details encrypted). Pending files take their place only once the user row exists; the caller's
 * batch removes them when anything fails.
 */
export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<CreatedUser> {
  const { db } = ctx;
  const details = validDetails(input.fields);
  refuseMinorsPrizeDetails(details, input.files);
  const emailKey = emailKeyOf(details.email);
  const { categoryIds, referredByUserId } = await checkReferences(db, details, emailKey);
  const profileImage = await stageFiles(input);

  await consentAtRegistration(db, { email: details.email, dateOfBirth: details.dateOfBirth, language: input.language });
  try {
    const row = await insertUser(ctx, input, details, { emailKey, categoryIds, referredByUserId, profileImage });
    // A move that fails stays pending and is finished by the sweep: the row already points at it.
    await input.batch.commit();
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
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", serverMessages.emailExists, { errors: { email: serverMessages.emailExists } });
    throw error;
  }
}

type UserDetails = z.infer<typeof UserDetailsSchema>;

/** The form's fields checked by the shared schema, with the browser's messages; every error at once. */
function validDetails(fields: Record<string, string>): UserDetails {
  const { value, errors: jsonErrors } = candidate(fields);
  const parsed = UserDetailsSchema.safeParse(value);
  const errors = { ...jsonErrors, ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
  return parsed.data;
}

/**
 * A minor's bank details and identity documents are asked only once they win, under the guardian's
 * consent to that purpose (docs/privacy.md#identity-documents): the form does not offer them to a minor.
 */
function refuseMinorsPrizeDetails(details: UserDetails, files: ReceivedUploads): void {
  if (isAdult(details.dateOfBirth)) return;
  const hasBank = Object.values(details.bankDetails).some((value) => value !== "");
  if (hasBank || DOCUMENT_FIELDS.some((field) => files[field])) throw invalid({ bankDetails: consentAnswers.minorPrizeDetailsLater });
}

/** What the details point at must exist: no user with this e-mail yet, the place, the categories and the affiliate code. */
async function checkReferences(
  db: AppContext["db"],
  details: UserDetails,
  emailKey: string,
): Promise<{ categoryIds: string[]; referredByUserId: string | null }> {
  const categoryIds = [...new Set(details.categories)];
  // One statement for the three checks: a registration's statements are its cost under a spike.
  const [found] = rowsOf<{ existing: string | null; place_found: boolean; active_categories: number }>(
    await db.execute(sql`
      select
        (select ${users.id} from ${users} where ${users.emailKey} = ${emailKey} limit 1) as existing,
        exists (
          select 1 from ${cities} inner join ${states} on ${cities.stateId} = ${states.id}
          where ${and(eq(cities.id, details.cityId), eq(states.id, details.stateId), eq(states.countryId, details.countryId))}
        ) as place_found,
        (select count(*)::int from ${categories} where ${and(inArray(categories.id, categoryIds), eq(categories.isActive, true))}) as active_categories`),
  );
  if (found?.existing) throw new AppError("CONFLICT", serverMessages.emailExists, { errors: { email: serverMessages.emailExists } });
  if (!found?.place_found) throw invalid({ cityId: "Choose a country, a state in it and a city in that state." });
  if (Number(found.active_categories) !== categoryIds.length) throw invalid({ categories: "Choose categories from the list." });

  let referredByUserId: string | null = null;
  if (details.affiliateCode !== "") {
    const affiliate = await findActiveAffiliateByCode(db, details.affiliateCode);
    if (!affiliate) throw invalid({ affiliateCode: m.affiliateNotFound });
    referredByUserId = affiliate.id;
  }
  return { categoryIds, referredByUserId };
}

/** Every document must have arrived whole; the profile image is re-encoded and staged. Its web path, or null. */
async function stageFiles({ userId, files, batch }: CreateUserInput): Promise<string | null> {
  for (const field of DOCUMENT_FIELDS) {
    if (files[field] && !files[field].key) throw uploadError(field);
  }
  if (!files.profileImage) return null;
  const release = await imageGate.enter();
  let webp: Buffer;
  try {
    webp = await reencodeProfileImage(files.profileImage.tempFile);
  } finally {
    release();
  }
  const key = `profiles/${userId}-${randomName()}.webp`;
  await batch.stage("public", key, Readable.from([webp]));
  return publicWebPath(key);
}

const userInsertColumns = [
  "id",
  "firstName",
  "middleName",
  "lastName",
  "mobileNo",
  "email",
  "emailKey",
  "countryId",
  "stateId",
  "cityId",
  "address",
  "pincode",
  "dateOfBirth",
  "gender",
  "bio",
  "link",
  "bankDetailsEncrypted",
  "bankAccountLast4",
  "socialMedia",
  "categoryIds",
  "profileImage",
  "aadharCardKey",
  "panCardKey",
  "cancelledChequeKey",
  "referredByUserId",
  "language",
] as const;
type UserInsertColumn = (typeof userInsertColumns)[number];

/**
 * The new user's insert, built once per database: its 26 columns made building it a measurable part
 * of a sign-up's CPU under a spike (docs/scale-out.md). Each column's value is encoded as the column
 * encodes it (jsonb, arrays, dates), as in a plain insert.
 */
const userInsertOf = builtOnce((db) =>
  db
    .insert(users)
    .values(
      Object.fromEntries(userInsertColumns.map((column) => [column, sql.placeholder(column)])) as unknown as typeof users.$inferInsert,
    )
    .returning({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobileNo: users.mobileNo,
      link: users.link,
      countryId: users.countryId,
      stateId: users.stateId,
      cityId: users.cityId,
    })
    .prepare("user_insert"),
);

/** The user row, the bank details encrypted and the files pointing at their final keys. */
async function insertUser(
  { db, encryptor }: AppContext,
  { userId, files, language }: CreateUserInput,
  details: UserDetails,
  checked: { emailKey: string; categoryIds: string[]; referredByUserId: string | null; profileImage: string | null },
) {
  const bank = details.bankDetails;
  const hasBank = Object.values(bank).some((v) => v !== "");
  const [row] = await userInsertOf(db).execute({
    id: userId,
    firstName: details.firstName,
    middleName: details.middleName,
    lastName: details.lastName,
    mobileNo: details.mobileNo,
    email: details.email,
    emailKey: checked.emailKey,
    countryId: details.countryId,
    stateId: details.stateId,
    cityId: details.cityId,
    address: details.address,
    pincode: details.pincode,
    dateOfBirth: details.dateOfBirth,
    gender: details.gender,
    bio: details.bio,
    link: details.link,
    bankDetailsEncrypted: hasBank ? encryptor.encryptText(JSON.stringify(bank)) : null,
    bankAccountLast4: hasBank && bank.accountNumber ? bank.accountNumber.slice(-4) : null,
    socialMedia: details.socialMedia,
    categoryIds: checked.categoryIds,
    profileImage: checked.profileImage,
    aadharCardKey: files.aadharCard?.key ?? null,
    panCardKey: files.panCard?.key ?? null,
    cancelledChequeKey: files.cancelledCheck?.key ?? null,
    referredByUserId: checked.referredByUserId,
    language: language ?? "en",
  } satisfies Record<UserInsertColumn, unknown>);
  if (!row) throw new Error("user row not written");
  return row;
}
