import type { Messages } from "../catalogue.ts";

/**
 * The e-mails to creators, guardians and judges (server/services/mail/templates.ts), written in the
 * recipient's stored language. {name} parts are filled by the template; amounts and dates come
 * already formatted for the language.
 */
export default {
  greeting: "Hi {name},",
  hello: "Hello,",
  /** An instant in India Standard Time. */
  dateTimeIst: "{dateTime} IST",
  contestPage: "Contest page: {url}",
  myRegistrations: "My registrations",
  visitSite: "Visit CreatorCup",
  facts: {
    contest: "Contest",
    videoLink: "Video link",
    amountPaid: "Amount paid",
    paymentId: "Razorpay payment id",
    paidOn: "Paid on",
    receiptNumber: "Receipt number",
    amountRefunded: "Amount refunded",
    refundId: "Refund id",
    refundedOn: "Refunded on",
    entryFee: "Entry fee",
    registrationCloses: "Registration closes",
    rank: "Rank",
    prize: "Prize",
  },
  footer: {
    privacyNotice: "Privacy notice: {url}",
    manageConsent: "Manage consent: {url}",
  },
  signInCode: {
    subject: "{code} is your CreatorCup code",
    preview: { one: "Enter it within {count} minute.", other: "Enter it within {count} minutes." },
    heading: "Your sign-in code",
    intro: "Enter this code to confirm your e-mail address:",
    validity: { one: "It works once, for the next {count} minute.", other: "It works once, for the next {count} minutes." },
    notYou:
      "Didn't ask for a code? Someone may have typed your address by mistake. You can ignore this e-mail: nobody can use your address without the code.",
  },
  registrationComplete: {
    subject: "You're registered for {contest}",
    preview: "Your registration is complete.",
    heading: "You're registered!",
    body: "Your registration for {contest} is complete. Good luck!",
    changeLink: "You can change your video link in My registrations until registration closes.",
  },
  paymentReceipt: {
    subject: "Payment receipt: {contest}",
    preview: "We received {amount}. Your registration is complete.",
    heading: "Payment received",
    body: "Thank you! We received your entry fee and your registration for {contest} is complete.",
    keep: "Keep this e-mail as your receipt.",
  },
  refund: {
    subject: "Refund of {amount}: {contest}",
    preview: "Your payment has been refunded.",
    heading: "Your payment has been refunded",
    body: "We refunded your payment for {contest} in full. {reason}",
    organiserNote: "The organiser's reason: “{note}”",
    banks: "Banks usually show a refund within 5 to 7 working days. If it has not arrived after that, reply with the payment id above.",
    /** Why a payment was returned (the stored reasons are in settle-payment.ts). */
    reasons: {
      contestFull: "The contest was already full when your payment arrived.",
      registrationClosed: "Registration had closed when your payment arrived.",
      amountMismatch: "The amount paid did not match the entry fee.",
      organiser: "The organiser cancelled this registration and refunded its entry fee.",
      alreadyPaid: "You had already paid for this registration, so this second payment was not needed.",
      other: "The payment did not complete a registration.",
    },
  },
  registrationReminder: {
    subject: "Registration for {contest} closes soon",
    preview: "Complete your registration before {closesAt}.",
    heading: "Your registration is not complete yet",
    body: "You started registering for {contest}, but the entry fee has not been paid. Registration closes on {closesAt}.",
    button: "Complete payment",
    orOpen: "Or open My registrations: {url}",
    unsubscribe: "You get this reminder because you started a registration. No more reminders: {url}",
  },
  results: {
    subjectCorrected: "Corrected results: {contest}",
    subjectOut: "Results are out: {contest}",
    subjectRanked: "Congratulations! You placed #{rank} in {contest}",
    subjectWinner: "Congratulations! You are a winner of {contest}",
    previewWon: "You are one of the winners.",
    previewOut: "The winners have been announced.",
    headingCorrected: "The results have been corrected",
    headingWon: "You're a winner!",
    headingOut: "The results are out",
    corrected:
      "The organiser withdrew the results of {contest} to correct them. These are the corrected results; please disregard the earlier e-mail.",
    wonRanked: "Congratulations! The judges placed you #{rank} in {contest}.",
    won: "Congratulations! The judges chose you as one of the winners of {contest}.",
    notWon: "The results of {contest} have been declared. Thank you for taking part: every entry was watched by the judges.",
    rank: "#{rank}",
    prizeContact: "We will contact you about your prize at this address.",
    seeWinners: "See the winners",
    certificate: "Your certificate is ready in My registrations: {url}",
  },
  /** To a minor's parent or guardian who agreed to reminders: the child's reminder, about the child ({child}: their first name). */
  guardianReminder: {
    subject: "{child}'s registration for {contest} closes soon",
    preview: "The entry fee has not been paid yet. Registration closes on {closesAt}.",
    heading: "{child}'s registration is not complete yet",
    body: "{child} started registering for {contest}, but the entry fee has not been paid. Registration closes on {closesAt}.",
    pay: "If {child} still wants to take part, you may pay the entry fee with them at the last step of their registration, with your own card or UPI.",
    button: "See the contest",
    unsubscribe: "You get this reminder because you agreed to reminders about {child}'s registrations. No more reminders: {url}",
  },
  /** To a minor's parent or guardian: the results (always when the child won: the prize needs their consent). */
  guardianResults: {
    subjectCorrected: "Corrected results: {contest}",
    subjectOut: "Results of {contest} are out",
    subjectRanked: "Congratulations! {child} placed #{rank} in {contest}",
    subjectWinner: "Congratulations! {child} is a winner of {contest}",
    previewWon: "The judges chose {child} as a winner.",
    previewOut: "The winners have been announced.",
    headingCorrected: "The results have been corrected",
    headingWon: "{child} won a prize!",
    headingOut: "The results are out",
    wonRanked: "Congratulations! The judges placed {child} #{rank} in {contest}.",
    won: "Congratulations! The judges chose {child} as one of the winners of {contest}.",
    notWon:
      "The results of {contest} have been declared. {child} is not among the winners this time; every entry was watched by the judges. Thank you for letting {child} take part.",
    prizeConsent:
      "To pay the prize we need identity documents (a masked Aadhaar and a PAN card) and bank details. As {child}'s parent or guardian, you agree to this first: open 'Manage consent' (also at the foot of this e-mail) and choose Agree for \"Identity documents and bank details for a prize\". {child} can then send them from My data, in My registrations.",
    prizeAgreed:
      "You have already agreed to identity documents and bank details for a prize: {child} can send them from My data, in My registrations, if not done already.",
    agreeButton: "Open Manage consent",
    questions: "Questions about the prize? Reply to this e-mail.",
    seeWinners: "See the winners",
  },
  contact: {
    subject: "We received your message",
    preview: "Thank you for writing to CreatorCup.",
    heading: "Thank you for writing to us",
    body: "We received the message you sent through our contact form on {receivedAt}. We will answer at this address.",
    notYou: "Didn't write to us? Someone may have typed your address by mistake: you can ignore this e-mail.",
  },
  guardianRequest: {
    subject: "Your child asked for your consent on CreatorCup",
    subjectReminder: "Reminder: your child is waiting for your consent",
    preview: "A young creator named you as their parent or guardian.",
    heading: "Your consent is needed",
    headingReminder: "Your child is still waiting",
    bodyContest:
      "Someone under 18 who gave your e-mail address wants to register for the contest \"{contest}\" on CreatorCup. Indian law asks for a parent's or guardian's consent first.",
    body: "Someone under 18 who gave your e-mail address wants to register for a contest on CreatorCup. Indian law asks for a parent's or guardian's consent first.",
    how: "Open the link to confirm your e-mail with a code, read our privacy notice, and choose what you agree to. You can also decline: then everything we were given is deleted.",
    button: "Review and decide",
    until: { one: "The link works until {date} ({count} day).", other: "The link works until {date} ({count} days)." },
    notKnown: {
      one: "Don't know who this is? Ignore this e-mail: without your consent nothing is kept after {count} day.",
      other: "Don't know who this is? Ignore this e-mail: without your consent nothing is kept after {count} days.",
    },
  },
  guardianGiven: {
    subject: "Your parent or guardian agreed",
    preview: "You can now finish your registration.",
    heading: "You can finish your registration",
    bodyContest:
      "Your parent or guardian has given their consent. You can now enter your details for {contest} and complete your registration.",
    body: "Your parent or guardian has given their consent. You can now enter your details and complete your registration.",
    fee: "If there is an entry fee, your parent or guardian may pay it with you at the last step, with their own card or UPI.",
    button: "Continue registration",
  },
  guardianEnded: {
    subject: "Your registration could not go ahead",
    previewDeclined: "Your parent or guardian did not give consent.",
    previewExpired: "Your parent or guardian did not answer in time.",
    heading: "No consent was given",
    declined: "Your parent or guardian declined to give consent, so you cannot register for now.",
    expired: {
      one: "Your parent or guardian did not answer within {count} day, so you cannot register for now.",
      other: "Your parent or guardian did not answer within {count} days, so you cannot register for now.",
    },
    deleted: "We have deleted the e-mail address and mobile number you gave us for them. You can ask again at any time.",
    button: "Browse contests",
  },
  accountErased: {
    subject: "Your CreatorCup account has been erased",
    preview: "We deleted your personal data.",
    heading: "Your account has been erased",
    deleted:
      "As you asked, we deleted your personal data and files and signed you out on every device. Your registrations stay in the contests' records without your name or contact details.",
    kept: "Payment records and receipts are kept for 8 years because tax and accounting law requires it; they hold the amount, the date and the payment id, not your name.",
    last: "This is the last e-mail we send to this address.",
  },
  grievance: {
    subject: "We received your request",
    preview: { one: "We will answer within {count} day.", other: "We will answer within {count} days." },
    heading: "We received your request",
    body: {
      one: "Thank you for writing to us about your personal data. We will answer at this address within {count} day.",
      other: "Thank you for writing to us about your personal data. We will answer at this address within {count} days.",
    },
    button: "Privacy notice",
  },
  judgeInvitation: {
    subject: "You're invited to judge {contest}",
    preview: "Sign in with this e-mail address to see your entries.",
    heading: "You're invited to judge",
    body: "The organiser of {contest} has invited you to its judging panel. Sign in with this e-mail address: we send you a code, no password needed.",
    button: "Open judging",
    when: "You will see your entries when the organiser opens a round.",
    notExpecting: "Not expecting this? You can ignore this e-mail.",
  },
  judgeReminder: {
    subject: { one: "Reminder: {count} entry of {contest} to score", other: "Reminder: {count} entries of {contest} to score" },
    preview: "You have scored {scored} of {assigned}.",
    heading: "Entries are waiting for your scores",
    body: {
      one: "In the {round} round of {contest} you have scored {scored} of {count} entry.",
      other: "In the {round} round of {contest} you have scored {scored} of {count} entries.",
    },
    rounds: { screening: "screening", final: "final" },
    button: "Continue judging",
    footer: "Scores can be changed until the organiser closes the round.",
  },
} as const satisfies Messages;
