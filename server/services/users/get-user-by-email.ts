import { and, eq, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { cities, countries, states, subscribers, users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { countryName } from "#shared/places/country-names.ts";
import { stateName } from "#shared/places/state-names.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { notFound } from "../../errors.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { maskAddress, maskMobile } from "./mask.ts";

export type MaskedUser = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  address: string;
  cityId: { _id: string; cityName: string } | null;
  stateId: { _id: string; stateName: string } | null;
  countryId: { _id: string; countryName: string } | null;
  pincode: string;
  link: string;
};

/**
 * The confirm dialog's read, built once (db/built-once.ts): only the columns the dialog shows (never
 * the bank details, documents or password hash), and the duplicate check in the same statement (no
 * contest given: null, which no registration has).
 */
const maskedUserReadOf = builtOnce((db) =>
  db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobileNo: users.mobileNo,
        address: users.address,
        pincode: users.pincode,
        link: users.link,
      },
      city: { id: cities.id, cityName: cities.cityName },
      state: { id: states.id, stateName: states.stateName },
      country: { id: countries.id, countryName: countries.countryName },
      alreadyRegistered: sql<boolean>`exists (select 1 from ${subscribers} where ${and(
        eq(subscribers.contestId, sql.placeholder("contestId")),
        eq(subscribers.userId, users.id),
        eq(subscribers.status, "completed"),
      )})`,
    })
    .from(users)
    .leftJoin(cities, eq(users.cityId, cities.id))
    .leftJoin(states, eq(users.stateId, states.id))
    .leftJoin(countries, eq(users.countryId, countries.id))
    .where(eq(users.emailKey, sql.placeholder("emailKey")))
    .prepare("masked_user_read"),
);

/**
 * GET /api/user/getByEmail/:email: only what the confirm dialog shows, mobile and street address
 * masked; never bank details, documents or date of birth. `alreadyRegistered` is the server-side
 * duplicate check (a completed registration for contestId with this e-mail, any case). The state and
 * country are named in the page's language, as the state and country lists name them.
 */
export async function getUserByEmail(
  db: Db,
  email: string,
  contestId?: string,
  language: Language = "en",
): Promise<{ data: MaskedUser; alreadyRegistered: boolean }> {
  const [row] = await maskedUserReadOf(db).execute({ emailKey: emailKeyOf(email), contestId: contestId ?? null });
  if (!row) throw notFound(m.userNotFound);
  const { user, city, state, country, alreadyRegistered } = row;
  return {
    alreadyRegistered,
    data: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNo: maskMobile(user.mobileNo),
      address: maskAddress(user.address),
      cityId: city ? { _id: city.id, cityName: city.cityName } : null,
      stateId: state ? { _id: state.id, stateName: stateName(state.stateName, language) } : null,
      countryId: country ? { _id: country.id, countryName: countryName(country.countryName, language) } : null,
      pincode: user.pincode,
      link: user.link,
    },
  };
}
