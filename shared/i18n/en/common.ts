import type { Messages } from "../catalogue.ts";

/** The frame of every public page: header, menu, footer, the 404 and error pages, the language switch. */
export default {
  skipToContent: "Skip to content",
  site: {
    tagline: "Contests for young creators",
    description:
      "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.",
  },
  languageSwitch: {
    label: "Language",
    toHindi: "हिन्दी",
    toEnglish: "English",
  },
  header: {
    home: "{company} home",
    menu: "Menu",
  },
  menu: {
    label: "Menu",
    close: "Close",
    navigation: "Main",
    explore: "Explore",
    contests: "Contests",
    home: "Home",
    contactUs: "Contact Us",
    myRegistrations: "My registrations",
    viewAffiliates: "View Affiliates",
    /** The content pages the menu and the footer link to, by slug (shared/menu-contests.ts). */
    pages: {
      "vibe-check": "Vibe Check",
      "hall-of-fame": "Hall of Fame",
      "hack-zone": "Hack Zone",
      "the-rules": "The Rules",
      "lets-talk": "Let's Talk",
    },
    /** The menu's three named contest links, by slot. */
    contestLinks: {
      "city-hustle": "City Hustle",
      "state-flex": "State Flex",
      "the-big-league": "The Big League",
    },
  },
  footer: {
    tagline: "Contests for young creators from India's smaller cities. Make it, post it, get seen.",
    navigation: "Footer",
    contactUs: "Contact Us",
    viewAffiliates: "View Affiliates",
    privacy: "Privacy notice",
    rights: "© {year} {company}. All rights reserved.",
    madeBy: "Designed and developed by the {site} team",
    backToTop: "Back to top",
  },
  social: {
    open: "Open social links",
    close: "Close social links",
    list: "Follow us",
    contactUs: "Contact Us",
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
  },
  toasts: {
    label: "Notifications",
    close: "Close toast",
  },
  loading: "Loading...",
  share: "Share",
  slider: {
    previous: "Previous slide",
    next: "Next slide",
    goTo: "Go to slide {number}",
    position: "{number} of {count}",
    play: "Play slideshow",
    pause: "Pause slideshow",
  },
  dialog: {
    close: "Close dialog",
  },
  discard: {
    title: "Discard what you typed?",
    back: "Back to the form",
    discard: "Discard",
    keep: "Keep editing",
  },
  code: {
    label: "Code",
    testMode: "Test mode: your code is {code}",
  },
  /** A content page that failed to load (its own messages did not come): the spec's words. */
  contentPage: {
    notFoundTitle: "Content not found",
    notFoundText: "Content not found.",
    loadFailed: "Failed to load content.",
    errorLine: "Error: {message}",
  },
  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    home: "Go to Home Page",
  },
  backSoon: {
    title: "Back in a moment",
    text: "The site is busy for a moment: nothing you saved is lost. Please try again in half a minute.",
    note: "We are back in a moment: nothing you saved is lost. Please try again in half a minute.",
  },
  failed: {
    title: "Something went wrong",
    text: "{reason} Please try again in a moment.",
    reason: "Something went wrong.",
    home: "Go to Home Page",
  },
} as const satisfies Messages;
