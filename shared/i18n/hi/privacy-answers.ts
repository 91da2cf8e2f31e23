import type { PrivacyAnswer } from "../en/privacy-answers.ts";

/** The Hindi of ../en/privacy-answers.ts (server only; a missing one fails the type check). */
export const privacyAnswersHindi: Record<PrivacyAnswer, string> = {
  "This link is not valid. Open 'Manage consent' from one of our e-mails again.":
    "यह लिंक मान्य नहीं है। हमारे किसी ई-मेल के नीचे दिया 'अपनी सहमति बदलें' लिंक फिर से खोलें।",
  "Nothing to withdraw for this address.": "इस ई-मेल पते के लिए वापस लेने को कोई सहमति नहीं है।",
  "Nothing to agree to for this address.": "इस ई-मेल पते के लिए सहमति देने को कुछ नहीं है।",
  "Registration and judging ends only by erasing the account, in My registrations.":
    "रजिस्ट्रेशन और जजिंग की सहमति सिर्फ़ अकाउंट मिटाकर ख़त्म होती है, 'मेरे रजिस्ट्रेशन' में।",
  "Consent withdrawn": "सहमति वापस ले ली गई",
};
