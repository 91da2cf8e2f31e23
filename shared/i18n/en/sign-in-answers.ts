/** Password sign-in's refusal (server/services/identity/password-sign-in.ts); server only, so no page carries it. */
export const signInAnswers = {
  invalidCredentials: "Invalid email or password.",
} as const;

export type SignInAnswer = (typeof signInAnswers)[keyof typeof signInAnswers];
