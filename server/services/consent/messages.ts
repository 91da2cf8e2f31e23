/**
 * What the server answers a creator about age and consent that the pages never write themselves, so
 * they stay out of the phone's download (their Hindi is in shared/i18n/hi/api-messages.ts).
 */
export const consentAnswers = {
  askedGuardianBefore:
    "A parent's or guardian's consent was asked for this e-mail, so it cannot register as 18 or older. If your date of birth was wrong, write to us from Contact Us.",
  minorPrizeDetailsLater: "Bank details and documents are asked only if you win a prize.",
} as const;
