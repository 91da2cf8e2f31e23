import type { Messages } from "../catalogue.ts";

/** A parent's or guardian's consent page (/guardian/consent), opened from the e-mailed link. */
export default {
  title: "A parent's or guardian's consent",
  crumbs: {
    home: "Home",
    consent: "Consent",
  },
  loading: "Loading…",
  alreadyAnswered: "You have already answered this request. Thank you.",
  /** Under the answer, and when the link is opened again: the way to change one's mind is in every e-mail. */
  changeLater:
    "To change what you agreed to, or to withdraw it, open 'Manage consent' at the bottom of any e-mail from us, such as the one that brought you here.",
  afterConsent:
    "We have e-mailed your child that they can now finish registering. To change what you agreed to later, or to withdraw it, open 'Manage consent' at the bottom of any e-mail from us, such as the one that brought you here.",
  intro:
    "A young creator who gave your e-mail address wants to take part in {contest} on CreatorCup. Because they are under 18, the law asks for your consent first.",
  aContest: "a contest",
  readNotice:
    "Please read our {notice} first: it lists what we collect, why, for how long and with whom, and how you can withdraw, erase or complain.",
  privacyNotice: "privacy notice",
  code: {
    title: "First, confirm your e-mail",
    /** The form was left open past the confirmed e-mail's session (a day). */
    again: "For your safety, confirm your e-mail again: what you typed and ticked above is kept.",
    willSend: "We will send a 6-digit code to {email}.",
    sendFailed: "Could not send the code. Check your connection and try again.",
    checkFailed: "Could not check the code. Check your connection and try again.",
    send: "Send code",
    enter: "Enter the code we sent to {email}",
    testMode: "Test mode: your code is {code}",
    label: "Code",
    confirm: "Confirm",
    sendNew: "Send a new code",
  },
  decision: {
    aboutYou: "About you",
    name: "Your full name",
    relationship: "Your relationship to the child",
    choose: "Choose",
    relationships: {
      Mother: "Mother",
      Father: "Father",
      "Legal guardian": "Legal guardian",
    },
    dateOfBirth: "Your date of birth",
    agree: "What you agree to",
    required: "(required)",
    optional: "(optional)",
    prizeNote: "{purpose}: asked only if your child wins. We never send marketing to, track or profile anyone under 18.",
    networkTrouble: "Could not send. Check your connection and try again.",
    consent: "I consent",
    decline: "Decline",
    /** Asked before a decline is sent: it cannot be undone. */
    declineConfirm: {
      title: "Decline this request?",
      body: "This cannot be undone. Declining deletes this request and everything we were given for it, and we e-mail your child that you did not give consent, so they cannot register for now.",
      confirm: "Yes, decline",
      back: "Back to the form",
    },
  },
  /** What each purpose means (shared/privacy/purposes.ts), in the page's language. */
  purposes: {
    registration: {
      title: "Registration and judging",
      detail:
        "Keep the details in the registration form, take the entry fee, and let the organisers and judges see the entry and its video to decide the results.",
    },
    publicListing: {
      title: "Public listing",
      detail:
        "Show the full name, photo, city and video link on the contest's public applicants and winners lists. Without it the public card shows only the first name and the initial of the last name, and no photo or video link.",
    },
    prizeDocuments: {
      title: "Identity documents and bank details for a prize",
      detail:
        "Asked only if the entry wins a prize: a masked Aadhaar, PAN card and bank details, to pay the prize. Deleted 90 days after the prize is paid.",
    },
    guardianReminders: {
      title: "Reminders and results by e-mail to the parent or guardian",
      detail: "Send the parent or guardian a copy of the reminders and the results.",
    },
  },
  /** The form's own checks (shared/privacy/messages.ts) before anything is sent; keys are the English sentences. */
  known: {
    "your name is required": "your name is required",
    "relationship is required": "relationship is required",
    "date of birth is required": "date of birth is required",
    "The parent or guardian giving consent must be 18 or older.": "The parent or guardian giving consent must be 18 or older.",
    "Registration and judging needs your consent for your child to take part.":
      "Registration and judging needs your consent for your child to take part.",
    "Enter a valid date of birth.": "Enter a valid date of birth.",
  },
} as const satisfies Messages;
