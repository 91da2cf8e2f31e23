import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestSignInCode, signInCreator, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const newEmail = () => `hindi.${Date.now().toString(36)}${++sequence}@example.in`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A wrong code for an address that has one live, asked as the Hindi or the English page asks. */
async function wrongCode(language: string | undefined) {
  const email = newEmail();
  const remoteAddress = testClientAddress();
  const code = await requestSignInCode(t.app, email, remoteAddress);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/creator/sign-in",
    payload: { email, code: otherCode(code) },
    remoteAddress,
    headers: { cookie: testDeviceCookie(email), ...(language ? { "accept-language": language } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { isOk: boolean; code: string; message: string; triesLeft?: number } };
}

/** POST /api/user/create with a form the shared schema refuses (a name with digits, no mobile number). */
async function badDetails(language: string | undefined) {
  const email = newEmail();
  const cookie = await signInCreator(t.app, email);
  const boundary = "----hindi-test";
  const fields = { firstName: "Meera2", lastName: "Devi", mobileNo: "", email };
  const payload = Buffer.from(
    `${Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("")}--${boundary}--\r\n`,
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/create",
    remoteAddress: testClientAddress(),
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, ...(language ? { "accept-language": language } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { isOk: boolean; message: string; errors?: Record<string, string> } };
}

describe("[I18N] registration API answers in the language the call asks for", () => {
  it("says a wrong e-mail code in Hindi when asked with accept-language: hi, in the spec's English otherwise", async () => {
    const hindi = await wrongCode("hi");
    expect(hindi.status).toBe(400);
    expect(hindi.body).toMatchObject({ isOk: false, code: "BAD_REQUEST", triesLeft: 4 });
    expect(hindi.body.message).toBe("यह कोड सही नहीं है। ई-मेल देखें और फिर से कोशिश करें।");

    const english = await wrongCode(undefined);
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("That code is not right. Check the e-mail and try again.");

    // A browser that prefers English (or anything but Hindi) gets English too.
    expect((await wrongCode("en-IN,en;q=0.9")).body.message).toBe("That code is not right. Check the e-mail and try again.");
  });

  it("says the details form's first problem in Hindi for a Hindi page, keeping the field messages for the form", async () => {
    const hindi = await badDetails("hi-IN,hi;q=0.9,en;q=0.8");
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe("पहले नाम में सिर्फ़ अक्षर होने चाहिए।");
    // The fields' own messages stay the spec's English: the dialog shows them through the same Hindi table.
    expect(hindi.body.errors?.firstName).toBe("First Name should only contain alphabets.");

    const english = await badDetails(undefined);
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("First Name should only contain alphabets.");
  });

  it("answers a refused registration (no creator session) in Hindi for a Hindi page", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/subscriber/create-order",
      remoteAddress: testClientAddress(),
      payload: { contestId: "64b000000000000000000003", userId: "64b0000000000000000000aa", link: "https://www.youtube.com/watch?v=x" },
      headers: { "accept-language": "hi" },
    });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { message: string }).message).toBe("आगे बढ़ने के लिए अपना ई-मेल पक्का करें।");
  });
});

describe("[I18N] a request the schema refuses", () => {
  const askCode = (email: string, language?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/creator/email-code",
      remoteAddress: testClientAddress(),
      payload: { email },
      headers: { cookie: testDeviceCookie(email), ...(language ? { "accept-language": language } : {}) },
    });

  it("answers the schema's own message for people, in Hindi for a Hindi page, and names the field", async () => {
    // It was "Invalid body: email Enter a valid email", which no table could put into Hindi.
    const hindi = await askCode("not-an-address", "hi");
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ isOk: false, code: "BAD_REQUEST", message: "सही ई-मेल डालें", field: "email" });

    const english = await askCode("not-an-address");
    expect(english.json()).toMatchObject({ message: "Enter a valid email", field: "email" });
  });

  it("keeps where and what for a library's own wording, which is a developer's answer", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/judge/listByparams",
      payload: { per_page: "abc" },
      headers: { "accept-language": "hi" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; field?: string };
    expect(body.field).toBe("per_page");
    expect(body.message).toMatch(/^Invalid body: per_page /);
  });
});
