import type { SignInAnswer } from "../en/sign-in-answers.ts";

/** The Hindi of ../en/sign-in-answers.ts (server only; a missing one fails the type check). */
export const signInAnswersHindi: Record<SignInAnswer, string> = {
  "Invalid email or password.": "ई-मेल या पासवर्ड गलत है।",
};
