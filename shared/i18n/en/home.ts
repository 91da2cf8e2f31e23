import type { Messages } from "../catalogue.ts";

/** The home page's fixed words, the content pages' frame and the contact page with its form. */
export default {
  hero: {
    title: "CreatorCup: contests for young creators from India's smaller cities",
    label: "Banners",
    loading: "Loading Banners...",
    empty: "No Banners Available",
    seeContest: "See the contest",
    bannerAlt: "Banner {number}",
  },
  howItWorks: {
    kicker: "Pick · Register · Post · Win",
    title: "How It Works",
    text: "Choose a contest, register in two minutes, pay the entry fee (some contests are free) and drop the link to your video. Judges score every entry on idea, craft and impact.",
    empty: "No contests are open right now. Check back soon.",
  },
  painPoints: {
    label: "Why creators join",
    followers: {
      kicker: "No followers? No problem.",
      text: "Judges score the video, never the follower count. Your first reel can win.",
      link: "Read the vibe check",
    },
    algorithm: {
      kicker: "Tired of shouting into the algorithm?",
      text: "Every shortlisted entry is watched in full by creators who have made it.",
      link: "Meet the judges",
    },
    smallCity: {
      kicker: "Big city talent, small city address?",
      text: "Contests just for your state or city, small entry fees and prize money paid to your bank.",
      link: "Get the hacks",
    },
  },
  whyWeExist: {
    kicker: "Pick your lane",
    title: "Why We Exist",
    empty: "No categories yet.",
  },
  hallOfFame: {
    kicker: "The judges",
    title: "Hall of Fame",
    label: "Judges",
    loading: "Loading legends...",
  },
  manifesto: {
    title: "Our manifesto",
    text: "Views are not the same as talent. A creator from a town of two lakh people deserves the same shot as someone in Mumbai with a studio.",
    promise: "Small entry fees. Published prize pools. Real judges who watch every entry. Winners paid straight to the bank.",
  },
  testimonials: {
    title: "Creators on CreatorCup",
    label: "Testimonials",
    role: "what people say",
    rating: "Rated {rating} out of 5",
  },
  cms: {
    writeToUs: "Write to us",
    writeText: "Questions about a contest, a payment or your video? Send us a message, we answer within a working day.",
    openForm: "Open the contact form",
  },
  contact: {
    title: "Contact Us",
    description: "Questions about a contest, a payment or your video? Talk to us.",
    heading: "Let's talk",
    text: "Questions about a contest, a payment or your video? Write to us or call, we answer within a working day.",
    phone: "Phone",
    supportEmail: "Support e-mail",
    sendMessage: "Send us a message",
  },
  contactForm: {
    label: "Contact form",
    fullName: "Full Name",
    email: "Email",
    message: "Message",
    submit: "Get In Touch",
    /** The form's messages; the shared schema and the API say them in English (shared/contact-messages.ts). */
    errors: {
      fullName: "Full name is required",
      email: "Email is required",
      emailInvalid: "Enter a valid email",
      message: "Message is required",
      fullNameTooLong: "Full name is too long ({max} characters at most).",
      messageTooLong: "Message is too long ({max} characters at most).",
      fullNameCharacters: "Full name contains characters that are not allowed.",
      messageCharacters: "Message contains characters that are not allowed.",
    },
    sent: "Thank you! Your message has been sent. We will get back to you soon.",
    failed: "Your message could not be sent. Please try again.",
  },
} as const satisfies Messages;
