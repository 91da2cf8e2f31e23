/** What creators and guardians read about consent; the server answers these and the pages show them as they are. */
export const privacyMessages = {
  waitingForGuardian: "Waiting for your parent's or guardian's consent",
  guardianEmailRequired: "parent's or guardian's e-mail is required",
  guardianEmailSameAsYours: "Enter your parent's or guardian's own e-mail, not yours.",
  guardianMobileInvalid: "Enter a 10-digit mobile number, or leave it empty.",
  guardianConsentNeeded: "A parent's or guardian's consent is needed before registering.",
  guardianRequestSent: "We have e-mailed your parent or guardian.",
  guardianLinkInvalid: "This consent link is not valid any more. Ask your child to send a new one.",
  guardianAlreadyDecided: "This request has already been answered.",
  guardianMustBeAdult: "The parent or guardian giving consent must be 18 or older.",
  guardianNameRequired: "your name is required",
  relationshipRequired: "relationship is required",
  registrationConsentRequired: "Registration and judging needs your consent for your child to take part.",
  dateOfBirthRequired: "date of birth is required",
  consentWithdrawn: "Consent withdrawn",
  manageLinkInvalid: "This link is not valid. Open 'Manage consent' from one of our e-mails again.",
  grievanceReceived: "Thank you. We have received your message and will answer by e-mail.",
  erased: "Your account has been erased.",
} as const;

export const guardianRelationships = ["Mother", "Father", "Legal guardian"] as const;
