import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, contests, countries, paymentOrders, states, subscribers, users } from "#db/schema.ts";
import { newId } from "#db/ids.ts";
import { consentRecords, guardianRequests, personalDataAccessLog, privacyRequests, privacySubjects } from "#db/schema/privacy.ts";
import type { MyDataExport } from "#shared/api/my-data.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import type { AppContext } from "../../context.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { declaredWinner } from "../contests/declared-winner.ts";

/**
 * Everything the site holds about the signed-in creator (docs/privacy.md#my-data), as one JSON
 * document: the details (bank details decrypted, for their owner only), registrations, payments,
 * consents and a guardian's consent. Files are listed by name and downloaded one by one from
 * /api/privacy/my-data/files/:field. Each export is logged as an access to personal data and audited.
 * Contest titles are in `language` (the page's or the call's): Hindi where the organiser gave one.
 */
export async function exportMyData(ctx: AppContext, input: { email: string; language?: Language }): Promise<MyDataExport> {
  const language = input.language ?? "en";
  const db = ctx.db;
  const emailKey = input.email.trim().toLowerCase();
  const user = await findUserWithPlaces(db, emailKey);
  const registrations = user ? await registrationsOf(db, user.user.id, language) : [];
  const payments = registrations.length
    ? await paymentsOf(
        db,
        registrations.map((r) => r.id),
      )
    : [];
  const { consents, guardian, requests } = await privacyRecordsOf(db, emailKey, input.email.trim());
  await recordExport(db, user?.user.id ?? null);

  return {
    exportedAt: new Date().toISOString(),
    email: input.email.trim(),
    details: user ? detailsOf(user, (sealed) => ctx.encryptor.decryptText(sealed)) : null,
    files: user ? filesOf(user.user) : [],
    registrations: registrations.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    payments: payments.map((p) => ({ ...p, amountRupees: p.amountPaise / 100, createdAt: p.createdAt.toISOString() })),
    consents: consents.map((c) => ({
      purpose: c.purpose,
      action: c.action,
      givenBy: c.givenBy,
      verifiedBy: c.verifiedBy,
      noticeVersion: c.noticeVersion,
      noticeHash: c.noticeHash,
      language: c.language,
      at: c.createdAt.toISOString(),
    })),
    guardian,
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

type UserWithPlaces = NonNullable<Awaited<ReturnType<typeof findUserWithPlaces>>>;

/** The creator's user row with the names of their country, state and city. */
async function findUserWithPlaces(db: Db, emailKey: string) {
  const [user] = await db
    .select({ user: users, country: countries.countryName, state: states.stateName, city: cities.cityName })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.emailKey, emailKey));
  return user;
}

/** The creator's registrations, newest first, each contest's title in `language`. */
function registrationsOf(db: Db, userId: string, language: Language) {
  return db
    .select({
      id: subscribers.id,
      contest: contests.title,
      contestHi: contests.titleHi,
      status: subscribers.status,
      isPaid: subscribers.isPaid,
      isWinner: declaredWinner(),
      link: subscribers.link,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .where(eq(subscribers.userId, userId))
    .orderBy(desc(subscribers.createdAt))
    .then((rows) => rows.map((row) => localiseFields(row, language, ["contest"])).map(({ contestHi: _hindi, ...row }) => row));
}

/** The payment orders of these registrations. */
function paymentsOf(db: Db, registrationIds: string[]) {
  return db
    .select({
      registrationId: paymentOrders.subscriberId,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      paymentId: paymentOrders.providerPaymentId,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .where(inArray(paymentOrders.subscriberId, registrationIds));
}

/** Consents given for this e-mail, a guardian's requests, and the creator's privacy requests. */
async function privacyRecordsOf(db: Db, emailKey: string, email: string) {
  const [subject] = await db.select({ id: privacySubjects.id }).from(privacySubjects).where(eq(privacySubjects.emailKey, emailKey));
  const consents = subject
    ? await db.select().from(consentRecords).where(eq(consentRecords.subjectId, subject.id)).orderBy(consentRecords.seq)
    : [];
  const guardian = await db
    .select({
      email: guardianRequests.guardianEmail,
      mobile: guardianRequests.guardianMobile,
      name: guardianRequests.guardianName,
      relationship: guardianRequests.relationship,
      status: guardianRequests.status,
    })
    .from(guardianRequests)
    .where(eq(guardianRequests.creatorEmailKey, emailKey));
  const requests = await db
    .select({ kind: privacyRequests.kind, status: privacyRequests.status, createdAt: privacyRequests.createdAt })
    .from(privacyRequests)
    .where(eq(privacyRequests.email, email));
  return { consents, guardian, requests };
}

/** The export is logged as an access to personal data, answered as a request, and audited, together. */
async function recordExport(db: Db, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(personalDataAccessLog).values({ id: newId(), actor: "creator:self", action: "export", userId });
    await t.insert(privacyRequests).values({ id: newId(), kind: "export", status: "done", email: null, answeredAt: new Date() });
    await recordAudit(t, { staffId: null, action: "export-my-data", entity: "privacy-request", entityId: userId });
  });
}

/** The creator's details; the bank details decrypted, as this answer goes to their owner only. */
function detailsOf({ user: u, country, state, city }: UserWithPlaces, decryptText: (sealed: string) => string): MyDataExport["details"] {
  return {
    firstName: u.firstName,
    middleName: u.middleName,
    lastName: u.lastName,
    mobileNo: u.mobileNo,
    dateOfBirth: u.dateOfBirth,
    gender: u.gender,
    address: u.address,
    pincode: u.pincode,
    country: country ?? null,
    state: state ?? null,
    city: city ?? null,
    bio: u.bio,
    link: u.link,
    socialMedia: u.socialMedia,
    bankDetails: u.bankDetailsEncrypted ? JSON.parse(decryptText(u.bankDetailsEncrypted)) : null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The creator's files by name; each is downloaded on its own. */
function filesOf(u: UserWithPlaces["user"]): MyDataExport["files"] {
  return [
    ...(u.profileImage ? [{ field: "profileImage", name: "Profile photo" }] : []),
    ...(u.aadharCardKey ? [{ field: "aadharCard", name: "Aadhaar card" }] : []),
    ...(u.panCardKey ? [{ field: "panCard", name: "PAN card" }] : []),
    ...(u.cancelledChequeKey ? [{ field: "cancelledCheck", name: "Cancelled cheque" }] : []),
  ];
}
