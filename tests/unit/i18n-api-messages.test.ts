import { describe, expect, it } from "vitest";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { apiMessageKeys } from "#shared/i18n/en/api-messages.ts";
import enRegistration from "#shared/i18n/en/registration.ts";
import { apiMessagesHindi } from "#shared/i18n/hi/api-messages.ts";
import hiRegistration from "#shared/i18n/hi/registration.ts";
import { creatorAccountMessages, resendTooSoonMessage, tooManyCodesMessage } from "#shared/api/creator-accounts.ts";
import { privacyMessages } from "#shared/privacy/messages.ts";
import { consentAnswers } from "#server/services/consent/messages.ts";
import { eligibilityMessages } from "#shared/registration/eligibility.ts";
import {
  alphabetsMessage,
  registrationMessages,
  requiredMessage,
  socialLinkMessage,
  socialNetworks,
} from "#shared/registration/messages.ts";
import { unlistedTownMessages } from "#shared/registration/unlisted-town-schema.ts";
import {
  UserDetailsSchema,
  uploadRules,
  uploadSizeMessage,
  uploadTypeMessage,
  type UploadField,
} from "#shared/registration/user-details-schema.ts";
import {
  closedRefundMessage,
  duplicateRefundMessage,
  mismatchRefundMessage,
  refundedMessage,
  serverMessages,
} from "#server/services/registration/messages.ts";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";

const hi = (message: string) => translateKnownMessage(message, apiMessagesHindi);
const devanagari = /[\u0900-\u097F]/;

describe("[I18N] the API's and the validation's messages in Hindi", () => {
  it("has a Hindi sentence for every English one, no extra key, and keeps each {name} part", () => {
    expect(Object.keys(apiMessagesHindi).sort()).toEqual([...apiMessageKeys].sort());
    expect(new Set(apiMessageKeys).size).toBe(apiMessageKeys.length);
    for (const english of apiMessageKeys) {
      const hindi = apiMessagesHindi[english];
      expect(hindi, english).toMatch(devanagari);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(hindi), english).toEqual(names(english));
    }
  });

  it("knows every message the registration journey's shared code and server write", () => {
    const written = [
      ...Object.values(registrationMessages),
      ...Object.values(eligibilityMessages),
      ...Object.values(unlistedTownMessages),
      ...Object.values(serverMessages),
      ...Object.values(creatorAccountMessages).filter(
        (message) => !message.startsWith("Signed out") && message !== creatorAccountMessages.sessionNotFound,
      ),
      privacyMessages.guardianEmailRequired,
      privacyMessages.guardianEmailSameAsYours,
      privacyMessages.guardianMobileInvalid,
      privacyMessages.guardianConsentNeeded,
      // The form never sends a minor's bank details, so only a hand-made request meets that refusal.
      consentAnswers.askedGuardianBefore,
      privacyMessages.guardianRequestSent,
      privacyMessages.guardianAlreadyDecided,
      ...["First Name", "Last Name", "Mobile Number", "Email", "Country", "State", "City", "Address", "Date of Birth", "Gender"].map(
        requiredMessage,
      ),
      ...(["First Name", "Middle Name", "Last Name"] as const).map(alphabetsMessage),
      ...socialNetworks.map((network) => socialLinkMessage(network.label)),
      ...(Object.keys(uploadRules) as UploadField[]).flatMap((field) => [uploadTypeMessage(field), uploadSizeMessage(field)]),
      resendTooSoonMessage(1),
      resendTooSoonMessage(27),
      tooManyCodesMessage(30),
      tooManyCodesMessage(600),
      refundedMessage(49900, true),
      closedRefundMessage(149900, false),
      duplicateRefundMessage(registrationMessages.alreadyRegistered, 49900, true),
      mismatchRefundMessage(100000, false),
    ];
    for (const message of written) expect(hi(message), message).toMatch(devanagari);
  });

  it("translates what the shared schema answers for a badly filled form", () => {
    const parsed = UserDetailsSchema.safeParse({
      firstName: "Meera2",
      middleName: "",
      lastName: "",
      mobileNo: "98765",
      email: "meera@",
      countryId: "",
      stateId: "",
      cityId: "",
      address: "a\u0000b",
      pincode: "1234567",
      dateOfBirth: "1900-01-01",
      gender: "",
      link: "not a link",
      socialMedia: { instagram: "", youtube: "ftp://x" },
      bankDetails: { accountNumber: "12", ifscCode: "nope" },
      categories: [],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(hi(message), message).toMatch(devanagari);
    const link = PaymentVideoLinkSchema.safeParse("");
    expect(hi(link.error?.issues[0]?.message ?? "")).toBe("वीडियो लिंक ज़रूरी है");
  });

  it("fills the variable parts of a pattern", () => {
    expect(hi(resendTooSoonMessage(27))).toBe("नया कोड मँगाने से पहले 27 सेकंड रुकें।");
    expect(hi(tooManyCodesMessage(600))).toBe("बहुत सारे कोड मँगाए जा चुके हैं। 10 मिनट बाद फिर से कोशिश करें।");
    expect(hi(socialLinkMessage("Youtube"))).toBe("https:// से शुरू होने वाला सही Youtube लिंक डालें");
    expect(hi(refundedMessage(149900, true))).toBe(
      "माफ़ करें, आपके पेमेंट करते-करते इस कॉन्टेस्ट की आख़िरी जगह भर गई। आपके ₹1,499 के पेमेंट का रिफ़ंड कर दिया गया है; यह 5–7 कामकाजी दिनों में आपके खाते में आ जाएगा।",
    );
    expect(hi("Request failed with status code 502")).toBe("रिक्वेस्ट पूरी नहीं हो पाई (स्टेटस कोड 502)");
  });

  it("leaves an unknown message, and one already in Hindi, as it is", () => {
    expect(hi("Some message nobody listed.")).toBe("Some message nobody listed.");
    expect(hi("Payment failed at the bank: insufficient funds")).toBe("Payment failed at the bank: insufficient funds");
    const hindi = apiMessagesHindi["Enter a valid email"];
    expect(hi(hindi)).toBe(hindi);
    expect(hi("")).toBe("");
  });
});

describe("[I18N] the registration messages", () => {
  /** Every string of a (nested) catalogue with its path. */
  const strings = (messages: object, path = ""): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${path}${key}`, value] as [string, string]] : strings(value as object, `${path}${key}.`),
    );

  it("keeps the spec's English of the dialogs", () => {
    const en = Object.fromEntries(strings(enRegistration));
    expect(en["email.title"]).toBe("Register for this contest");
    expect(en["payment.title"]).toBe("Complete your registration");
    expect(en["launcher.registerNow"]).toBe("Register Now");
  });

  it("has Hindi with the same {name} parts for every English text", () => {
    const hiStrings = Object.fromEntries(strings(hiRegistration));
    for (const [path, english] of strings(enRegistration)) {
      const hindi = hiStrings[path] ?? "";
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(hindi), path).toEqual(names(english));
      // Brand and format words stay as they are; everything else is Hindi.
      if (!["details.instagram"].includes(path)) expect(hindi, path).toMatch(devanagari);
    }
  });
});
