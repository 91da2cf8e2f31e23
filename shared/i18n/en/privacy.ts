import type { Messages } from "../catalogue.ts";

/**
 * The privacy notice page and the 'Manage consent' page. The notice's items, rights and purposes are
 * the words of shared/privacy/notice.ts and purposes.ts (whose hash consent records keep); a unit
 * test holds these English ones equal to them.
 */
export default {
  notice: {
    title: "Privacy notice",
    description: "What we collect, why, for how long, with whom, and your rights.",
    version: "Version {version}, {date}. Under India's Digital Personal Data Protection Act, 2023.",
    whatTitle: "What we collect, why, for how long, and with whom",
    why: "Why",
    howLong: "How long",
    sharedWith: "Shared with",
    purposesTitle: "What you consent to, one purpose at a time",
    purposeTitle: "{title}.",
    rightsTitle: "Withdraw, erase, complain",
    contactTitle: "Who answers",
    /** When the organiser has named nobody (server/services/consent/privacy-contact.ts says the same). */
    officer: "Grievance officer, {company}",
    officerAlone: "Grievance officer",
    email: "E-mail: {email}",
    phone: "Phone: {phone}",
    answerWithin: "We answer questions and grievances within {days} days.",
  },
  /** In the order of noticeItems. */
  items: {
    email: {
      what: "Your e-mail address",
      why: "To send you a sign-in code, confirm your registration and payment, and answer you.",
      howLong: "Until you erase your account. Unfinished registrations: 30 days.",
      sharedWith: "Our e-mail provider, only to deliver messages.",
    },
    birthDate: {
      what: "Your date of birth",
      why: "To know whether a parent's or guardian's consent is needed, and to check a contest's age rules.",
      howLong: "Until you erase your account.",
      sharedWith: "Nobody.",
    },
    details: {
      what: "Name, mobile number, address, city, gender, bio, categories, social links",
      why: "To register you for a contest and contact you about it.",
      howLong: "Until you erase your account. Unfinished registrations: 30 days.",
      sharedWith: "The contest's organisers and judges. Name, photo, city and video link are public only with consent for public listing.",
    },
    media: {
      what: "Profile photo and video link",
      why: "To show your entry to the judges and, with your consent, on the public applicants list.",
      howLong: "Until you erase your account.",
      sharedWith: "Judges; the public only with consent for public listing.",
    },
    documents: {
      what: "Masked Aadhaar, PAN card, cancelled cheque and bank details (optional)",
      why: "To pay a prize. Upload the masked Aadhaar only: the one from UIDAI that hides all but the last four digits.",
      howLong: "90 days after the prize is paid, or after the results for entries that did not win.",
      sharedWith: "Our bank, only to pay the prize. Never shown to anyone but the organiser's owners.",
    },
    payments: {
      what: "Payments and receipts",
      why: "To take the entry fee and refund it when needed.",
      howLong: "8 years, as tax and accounting law requires, even after you erase your account.",
      sharedWith: "Razorpay, our payment provider.",
    },
    guardian: {
      what: "A parent's or guardian's e-mail, mobile, name, relationship and date of birth (for creators under 18)",
      why: "To ask for and record their consent, and, if they choose, to send them reminders and results.",
      howLong: "As long as the child's registration. Deleted at once if consent is declined or not given within 7 days.",
      sharedWith: "Nobody.",
    },
  },
  /** In the order of noticeRights. */
  rights: {
    withdraw:
      "Withdraw any optional consent at any time, in one step, from the 'Manage consent' link at the bottom of every e-mail. Withdrawing stops that use at once (a public card is taken off the public list straight away).",
    download:
      "Download everything we hold about you, correct it, or erase your account from My registrations, after confirming your e-mail with a code.",
    complain:
      "Complain through the grievance form on My registrations or by writing to the contact below. We answer within {days} days. If you are not satisfied, you may complain to the Data Protection Board of India.",
    minors: "Creators under 18 take part only with a parent's or guardian's consent. We never market to, track or profile anyone under 18.",
  },
  /** Each consent purpose (shared/privacy/purposes.ts), by its name. */
  purposes: {
    registration: {
      title: "Registration and judging",
      detail:
        "Keep the details in the registration form, take the entry fee, and let the organisers and judges see the entry and its video to decide the results.",
    },
    "public-listing": {
      title: "Public listing",
      detail:
        "Show the full name, photo, city and video link on the contest's public applicants and winners lists. Without it the public card shows only the first name and the initial of the last name, and no photo or video link.",
    },
    "prize-documents": {
      title: "Identity documents and bank details for a prize",
      detail:
        "Asked only if the entry wins a prize: a masked Aadhaar, PAN card and bank details, to pay the prize. Deleted 90 days after the prize is paid.",
    },
    "guardian-reminders": {
      title: "Reminders and results by e-mail to the parent or guardian",
      detail: "Send the parent or guardian a copy of the reminders and the results.",
    },
  },
  consent: {
    title: "Manage consent",
    none: "There is no consent on record for this address.",
    yours: "Your consent",
    yoursFor: "Your consent for {whose}",
    /** A child who has not entered their details yet: their first name is not known. */
    yourChild: "your child",
    askAgain: "Changed since you agreed: read the notice and agree again",
    given: "Given",
    notGiven: "Not given",
    withdrawn: "Withdrawn",
    withdraw: "Withdraw",
    agree: "Agree",
    done: "{purpose}: {change}.",
    madeGiven: "given",
    madeWithdrawn: "withdrawn",
    leave: "To stop taking part altogether, erase the account from {account}. Read the {notice}.",
    /** Under a guardian's consents: the account to erase is the child's, and the notice names who to write to. */
    leaveGuardian:
      "Registration and judging is needed to take part. To stop your child taking part altogether, your child can erase their account from {account}, or you can write to the person named in the {notice}.",
    account: "My registrations",
    notice: "privacy notice",
  },
} as const satisfies Messages;
