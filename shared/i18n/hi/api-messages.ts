import type { ApiMessage } from "../en/api-messages.ts";

/** The Hindi of every message in ../en/api-messages.ts (a missing one fails the type check). */
export const apiMessagesHindi: Record<ApiMessage, string> = {
  "Network error": "नेटवर्क में गड़बड़ी",
};
