import type { Messages } from "../catalogue.ts";

/** The frame of every public page: header, menu, footer, the 404 and error pages, the language switch. */
export default {
  skipToContent: "Skip to content",
  languageSwitch: {
    label: "Language",
    toHindi: "हिन्दी",
    toEnglish: "English",
  },
  header: {
    home: "{company} home",
    menu: "Menu",
  },
  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    home: "Go to Home Page",
  },
  backSoon: {
    title: "Back in a moment",
    text: "The site is busy for a moment: nothing you saved is lost. Please try again in half a minute.",
  },
  failed: {
    title: "Something went wrong",
    text: "{reason} Please try again in a moment.",
    reason: "Something went wrong.",
    home: "Go to Home Page",
  },
} as const satisfies Messages;
