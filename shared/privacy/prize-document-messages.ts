/** A winner's documents for a prize and consent given from 'Manage consent' (a module of its own, so pages that never show them do not carry them). */
export const prizeDocumentMessages = {
  prizeDocumentsOnlyForWinners: "Documents for a prize are asked only from winners, once the results are declared.",
  prizeDocumentsNeedGuardian:
    "Your parent or guardian needs to agree first: ask them to open 'Manage consent' in one of our e-mails and agree to 'Identity documents and bank details for a prize'.",
  prizeDocumentsEmpty: "Choose at least one document, or enter your bank details.",
  prizeDocumentsSaved: "Thank you. We have your documents for the prize.",
  consentGiven: "Thank you. Your consent is recorded.",
} as const;
