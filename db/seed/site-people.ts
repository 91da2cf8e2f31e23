/** The demo site's contest categories, interests, judges and testimonials. */

export const contestCategorySeeds = [
  {
    slug: "comedy-skits",
    name: "Comedy Skits",
    contestType: "Skit Contest",
    description: "Sketches, one-liners and desi family drama: make the whole mohalla laugh in under a minute and a half.",
  },
  {
    slug: "dance",
    name: "Dance",
    contestType: "Dance Battle",
    description:
      "Folk, filmy, hip-hop or fusion. Bring your moves, your crew and your best location for a battle judged by real choreographers.",
  },
  {
    slug: "food-vlogs",
    name: "Food Vlogs",
    contestType: "Vlog Challenge",
    description: "Poha at 7 am, momos at midnight: show us the street food, home recipes and hidden dhabas only locals know about.",
  },
  {
    slug: "tech-explainers",
    name: "Tech Explainers",
    contestType: "Explainer Challenge",
    description: "Explain UPI, AI or a phone setting so clearly that your nani gets it. Short, smart and useful tech videos win here.",
  },
  {
    slug: "music-covers",
    name: "Music Covers",
    contestType: "Cover Contest",
    description:
      "Sing it, strum it or beatbox it. Covers and originals in any Indian language, recorded wherever the acoustics feel right.",
  },
  {
    slug: "travel-shorts",
    name: "Travel Shorts",
    // No type: the site shows its default, 'Contest'.
    contestType: null,
    description: "Ghats, forts, hill roads and old bazaars. Put your hometown on the map with a travel short that makes us pack a bag.",
  },
] as const;

export type ContestCategorySlug = (typeof contestCategorySeeds)[number]["slug"];

/** Interests a creator picks when registering. */
export const interestNames = [
  "Comedy",
  "Dance",
  "Music",
  "Food",
  "Travel",
  "Tech",
  "Fashion & Beauty",
  "Fitness",
  "Gaming",
  "Education",
] as const;

export type JudgeKey = "ritika" | "arjun" | "kavya" | "farhan" | "neha" | "vikram" | "sneha" | "rohan";

export const judgeSeeds: {
  key: JudgeKey;
  firstName: string;
  lastName: string;
  profession: string;
  bio: string;
  home: boolean;
  isActive: boolean;
}[] = [
  {
    key: "ritika",
    firstName: "Ritika",
    lastName: "Sharma",
    profession: "Stand-up Comedian & YouTuber",
    bio: "Started doing open mics in Bhopal cafés in 2016; today her sketches about small-town family life reach millions every month.",
    home: true,
    isActive: true,
  },
  {
    key: "arjun",
    firstName: "Arjun",
    lastName: "Mehta",
    profession: "Cinematographer & Film Editor",
    bio: "Has shot music videos and ad films across India and teaches phone filmmaking workshops in tier-2 colleges.",
    home: true,
    isActive: true,
  },
  {
    key: "kavya",
    firstName: "Kavya",
    lastName: "Iyer",
    profession: "Choreographer",
    bio: "Trained in Bharatanatyam, obsessed with hip-hop. Runs a dance studio in Coimbatore and has judged college fests for a decade.",
    home: true,
    isActive: true,
  },
  {
    key: "farhan",
    firstName: "Farhan",
    lastName: "Qureshi",
    profession: "Music Producer",
    bio: "Lucknow-born producer behind indie hits and film jingles; he listens for honesty in a voice before polish.",
    home: true,
    isActive: true,
  },
  {
    key: "neha",
    firstName: "Neha",
    lastName: "Joshi",
    profession: "Food & Travel Vlogger",
    bio: "Has eaten her way through 140 cities on camera and still thinks Indore's sarafa bazaar is the best night out in India.",
    home: true,
    isActive: true,
  },
  {
    key: "vikram",
    firstName: "Vikram",
    lastName: "Rathore",
    profession: "Travel Filmmaker",
    bio: "Documentary filmmaker from Jodhpur who has filmed the Himalayas, the Rann and everything in between.",
    home: false,
    isActive: true,
  },
  {
    key: "sneha",
    firstName: "Sneha",
    lastName: "Kulkarni",
    profession: "Tech Educator",
    bio: "Software engineer turned educator from Pune; her explainers in Marathi and Hindi make tech feel friendly.",
    home: false,
    isActive: true,
  },
  {
    key: "rohan",
    firstName: "Rohan",
    lastName: "Das",
    profession: "Brand Strategist",
    bio: "Helps brands from Kolkata to Kochi work with creators. Currently on a break from judging.",
    home: false,
    isActive: false,
  },
];

export const testimonialSeeds: { name: string; testimonial: string; isActive: boolean; withImage: boolean }[] = [
  {
    name: "Aditi Rawat",
    testimonial:
      "I shot my entry on my brother's phone on the ghats in Rishikesh. Winning second place paid for my first mic, and the judges' feedback was gold.",
    isActive: true,
    withImage: true,
  },
  {
    name: "Mohit Saini",
    testimonial:
      "For once a contest where followers did not matter. I had 300 followers and still got shortlisted. That changed how I see my own work.",
    isActive: true,
    withImage: true,
  },
  {
    name: "Zoya Khan",
    testimonial:
      "Registration took two minutes and the payment was smooth. Seeing my name on the applicants list next to creators from my own state felt so good.",
    isActive: true,
    withImage: true,
  },
  {
    name: "Harshvardhan Jadeja",
    testimonial:
      "The city-only contest was the best idea. I was competing with people from Rajkot, not with Mumbai studios. Fair fight, great prizes.",
    isActive: true,
    withImage: true,
  },
  {
    name: "Lalremruati",
    testimonial:
      "From Aizawl, and nobody ever runs contests for us. Here I found one, entered for free and my video got featured. Thank you, team!",
    isActive: true,
    withImage: false,
  },
  {
    name: "Gaurav Bhardwaj",
    testimonial:
      "The Hack Zone tips on sound alone made my videos twice as good. My food vlog finally sounds like sizzling and not like traffic.",
    isActive: true,
    withImage: true,
  },
  {
    name: "Old Review",
    testimonial: "This review is from the beta and is kept hidden.",
    isActive: false,
    withImage: true,
  },
];
