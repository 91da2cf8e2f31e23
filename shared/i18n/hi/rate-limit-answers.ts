import type { RateLimitAnswer } from "../en/rate-limit-answers.ts";

/** The Hindi of ../en/rate-limit-answers.ts (server only; a missing one fails the type check). */
export const rateLimitAnswersHindi: Record<RateLimitAnswer, string> = {
  "Too many attempts. Please wait a minute and try again.": "बहुत बार कोशिश हो चुकी है। एक मिनट बाद फिर से कोशिश करें।",
  "Too many attempts. Please wait {minutes} minutes and try again.": "बहुत बार कोशिश हो चुकी है। {minutes} मिनट बाद फिर से कोशिश करें।",
  "Too many attempts. Please wait an hour and try again.": "बहुत बार कोशिश हो चुकी है। एक घंटे बाद फिर से कोशिश करें।",
  "Too many attempts. Please wait {hours} hours and try again.": "बहुत बार कोशिश हो चुकी है। {hours} घंटे बाद फिर से कोशिश करें।",
  "Too many sign-in attempts. Please try again in 1 minute.": "साइन इन की बहुत बार कोशिश हो चुकी है। एक मिनट बाद फिर से कोशिश करें।",
  "Too many sign-in attempts. Please try again in {minutes} minutes.":
    "साइन इन की बहुत बार कोशिश हो चुकी है। {minutes} मिनट बाद फिर से कोशिश करें।",
};
