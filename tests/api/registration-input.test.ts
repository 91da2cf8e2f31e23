import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states, users } from "#db/schema.ts";
import { dateOfBirthRange } from "#shared/registration/forgiving-input.ts";
import { signInCreator, testClientAddress } from "../support/creator-session.ts";
import { type CategoryRow, type CityRow, createCategory, createCity } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let city: CityRow;
let countryId: string;
let category: CategoryRow;

beforeAll(async () => {
  t = await createTestApp();
  city = await createCity(t.database.db);
  const [state] = await t.database.db.select().from(states).where(eq(states.id, city.stateId));
  countryId = state?.countryId ?? "";
  category = await createCategory(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A multipart/form-data body as a browser's FormData sends it (text fields only). */
function multipart(fields: Record<string, string>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let seq = 0;
/** POST /api/user/create as the creator who proved the form's e-mail, from a client address of its own. */
async function create(overrides: Record<string, string>) {
  const email = `forgiving.${++seq}@example.in`;
  const fields = {
    firstName: "Riya",
    middleName: "",
    lastName: "Sharma",
    mobileNo: "9123456780",
    email,
    countryId,
    stateId: city.stateId,
    cityId: city.id,
    address: "44 Lake View Road",
    pincode: "",
    dateOfBirth: "2004-06-01",
    gender: "Female",
    bio: "",
    socialMedia: JSON.stringify({ instagram: "https://instagram.com/riya" }),
    categories: JSON.stringify([category.id]),
    ...overrides,
  };
  const cookie = await signInCreator(t.app, email);
  const body = multipart(fields);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/create",
    remoteAddress: testClientAddress(),
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  return { res, email };
}

const rowOf = async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe("[REGISTRATION] POST /api/user/create takes what people type on a phone, as the form does", () => {
  it.each([["+91 98765 43210"], ["098765-43210"], ["0091 98765 43210"]])("stores the 10 digits of %j", async (typed) => {
    const { res, email } = await create({ mobileNo: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(email))?.mobileNo).toBe("9876543210");
  });

  it("stores names in any script with their spaces, hyphens, apostrophes and dots, one space between words", async () => {
    const { res, email } = await create({ firstName: "मीरा  देवी", middleName: "K.", lastName: "D'Souza-Rao" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(email)).toMatchObject({ firstName: "मीरा देवी", middleName: "K.", lastName: "D'Souza-Rao" });
  });

  it("still refuses digits and symbols in a name with 'should only contain alphabets'", async () => {
    const { res } = await create({ firstName: "Riya2", lastName: "Sharma!" });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string> }).errors).toMatchObject({
      firstName: "First Name should only contain alphabets.",
      lastName: "Last Name should only contain alphabets.",
    });
  });

  it("names a missing field by its label: 'mobile number is required', 'country is required'", async () => {
    const { res } = await create({ mobileNo: "", countryId: "", stateId: "", cityId: "" });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string> }).errors).toMatchObject({
      mobileNo: "mobile number is required",
      countryId: "country is required",
      stateId: "state is required",
      cityId: "city is required",
    });
  });

  it("takes a date of birth between 5 and 100 years ago, and refuses one outside", async () => {
    const { earliest, latest } = dateOfBirthRange(new Date());
    const oldest = await create({ dateOfBirth: earliest });
    expect(oldest.res.statusCode, oldest.res.body).toBe(200);
    // The youngest accepted date is a child's: without a guardian's consent it is refused (docs/privacy.md#age-first).
    const youngest = await create({ dateOfBirth: latest });
    expect(youngest.res.statusCode, youngest.res.body).toBe(403);
    expect((youngest.res.json() as { message: string }).message).toBe("A parent's or guardian's consent is needed before registering.");
    const missing = await create({ dateOfBirth: "" });
    expect((missing.res.json() as { errors: Record<string, string> }).errors.dateOfBirth).toBe("date of birth is required");
    const today = new Date().toISOString().slice(0, 10);
    const baby = await create({ dateOfBirth: today });
    expect(baby.res.statusCode).toBe(400);
    expect((baby.res.json() as { errors: Record<string, string> }).errors.dateOfBirth).toBe(
      "Date of birth must be between 5 and 100 years ago.",
    );
  });
});
