import { eq } from "drizzle-orm";
import { states } from "#db/schema.ts";
import { signInCreator } from "./creator-session.ts";
import { createCategory, createCity } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** Sign-up forms as the registration dialog sends them, over a real connection (uploads tests and scripts). */

export type Place = { cityId: string; stateId: string; countryId: string; categoryId: string };

export async function placeIn(app: TestApp): Promise<Place> {
  const city = await createCity(app.database.db);
  const [state] = await app.database.db.select().from(states).where(eq(states.id, city.stateId));
  const category = await createCategory(app.database.db);
  return { cityId: city.id, stateId: city.stateId, countryId: state?.countryId ?? "", categoryId: category.id };
}

let seq = 0;
export const fieldsFor = (place: Place, overrides: Record<string, string> = {}) => ({
  firstName: "Riya",
  lastName: "Sharma",
  mobileNo: "9123456780",
  email: `burst.${++seq}@example.in`,
  countryId: place.countryId,
  stateId: place.stateId,
  cityId: place.cityId,
  address: "44 Lake View Road",
  pincode: "462001",
  dateOfBirth: "2005-02-11",
  gender: "Female",
  socialMedia: JSON.stringify({ instagram: "https://instagram.com/riya" }),
  categories: JSON.stringify([place.categoryId]),
  link: "https://instagram.com/reel/riya",
  ...overrides,
});

/** A PDF of `bytes` bytes whose content varies, so a stored copy cannot match by accident. */
export const pdf = (bytes: number) => {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 31 + (i >> 8)) & 0xff;
  Buffer.from("%PDF-1.4\n").copy(data);
  return data;
};

/** A multipart body as a browser sends it: the fields, then one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----burst${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
    : "";
  const body = Buffer.concat([
    Buffer.from(head + fileHead),
    file?.data ?? Buffer.alloc(0),
    Buffer.from(`${file ? "\r\n" : ""}--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Each form from its own client address (the loopback proxy's X-Forwarded-For), as a crowd of phones sends them. */
export type Form = { body: Buffer; contentType: string; cookie: string; client: string };
let clients = 0;

/** The form of a creator signed in with the form's e-mail, as the registration dialog sends it. */
export async function signedForm(app: TestApp, fields: Record<string, string>, file?: { name: string; data: Buffer }): Promise<Form> {
  const client = `198.51.100.${++clients % 250}`;
  return { ...multipart(fields, file), cookie: await signInCreator(app.app, fields.email ?? ""), client };
}

/** POSTs a whole form at once. */
export const post = (base: string, form: Form) =>
  fetch(`${base}/api/user/create`, {
    method: "POST",
    body: new Uint8Array(form.body),
    headers: { "content-type": form.contentType, cookie: form.cookie, "x-forwarded-for": form.client },
  });
