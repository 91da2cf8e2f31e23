/** Judges, testimonials, creator accounts and interests of the demo site. */

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

export type DemoUserSeed = {
  id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  mobileNo: string;
  state: string;
  city: string;
  pincode: string;
  address: string;
  dateOfBirth: string;
  gender: "Male" | "Female" | "Other";
  bio: string;
  instagram: string;
  youtube?: string;
  interests: (typeof interestNames)[number][];
  referredByAffiliate?: boolean;
  /** Days before now when the account was created. */
  joinedDaysAgo: number;
};

export const AFFILIATE_USER_ID = "64c000000000000000000001";
export const AFFILIATE_EMAIL = "affiliate@creatorcup.in";
export const AFFILIATE_CODE = "ASHA2026";
/** The demo affiliate's sign-in password (README, "Affiliates"); demo content only. */
export const AFFILIATE_PASSWORD = "creator-demo-2026";
/**
 * Its argon2id hash, made once with the server's options (server/services/identity/passwords.ts), so
 * the seed needs nothing from server/ (db/ sits below it) and skips ~50 ms of hashing. The demo
 * affiliate test signs in with AFFILIATE_PASSWORD, so a wrong hash fails it.
 */
export const AFFILIATE_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$2T90BDB+beOEszActsb2Tw$x425YeIefVZ07HnCY4TWPlZgD9vXX2OglxkTy0g6mbM";

export const affiliateSeed: DemoUserSeed = {
  id: AFFILIATE_USER_ID,
  firstName: "Asha",
  lastName: "Verma",
  email: AFFILIATE_EMAIL,
  mobileNo: "9826012345",
  state: "Madhya Pradesh",
  city: "Indore",
  pincode: "452010",
  address: "14, Scheme No. 54, Vijay Nagar",
  dateOfBirth: "1997-08-21",
  gender: "Female",
  bio: "Runs a creators' meet-up in Indore and plugs her crew into every good contest.",
  instagram: "https://www.instagram.com/asha.plugs.indore",
  interests: ["Comedy", "Dance", "Food"],
  joinedDaysAgo: 120,
};

const uid = (n: number) => `64c0000000000000000000${n.toString(16).padStart(2, "0")}`;

export const creatorSeeds: DemoUserSeed[] = [
  {
    id: uid(2),
    firstName: "Aarav",
    lastName: "Patel",
    email: "aarav.patel@example.com",
    mobileNo: "9824011122",
    state: "Gujarat",
    city: "Surat",
    pincode: "395003",
    address: "B-12, Sardar Nagar, Adajan",
    dateOfBirth: "2003-04-12",
    gender: "Male",
    bio: "Engineering student by day, sketch comedian by night.",
    instagram: "https://www.instagram.com/aarav.makes.reels",
    interests: ["Comedy", "Tech"],
    joinedDaysAgo: 75,
  },
  {
    id: uid(3),
    firstName: "Priya",
    lastName: "Nair",
    email: "Priya.Nair@example.com",
    mobileNo: "9847022233",
    state: "Kerala",
    city: "Kochi",
    pincode: "682011",
    address: "House 7, Panampilly Nagar",
    dateOfBirth: "2002-11-03",
    gender: "Female",
    bio: "Writes Malayalam-English comedy about hostel life and sings covers on weekends.",
    instagram: "https://www.instagram.com/priya.nair.sings",
    youtube: "https://www.youtube.com/@priyanairsings",
    interests: ["Comedy", "Music"],
    joinedDaysAgo: 70,
  },
  {
    id: uid(4),
    firstName: "Rohit",
    lastName: "Yadav",
    email: "rohit.yadav@example.com",
    mobileNo: "9839033344",
    state: "Uttar Pradesh",
    city: "Lucknow",
    pincode: "226001",
    address: "21, Aminabad Road",
    dateOfBirth: "2001-06-25",
    gender: "Male",
    bio: "Nawabi tehzeeb, zero chill. Makes desi comedy skits with his cousins.",
    instagram: "https://www.instagram.com/rohit.lucknowi",
    interests: ["Comedy"],
    joinedDaysAgo: 68,
  },
  {
    id: uid(5),
    firstName: "Ananya",
    lastName: "Singh",
    email: "ananya.singh@example.com",
    mobileNo: "9829044455",
    state: "Rajasthan",
    city: "Jaipur",
    pincode: "302001",
    address: "45, Raja Park",
    dateOfBirth: "2004-01-17",
    gender: "Female",
    bio: "Shoots travel shorts around the Pink City's forts and stepwells.",
    instagram: "https://www.instagram.com/ananya.roams.jaipur",
    interests: ["Travel", "Fashion & Beauty"],
    joinedDaysAgo: 66,
  },
  {
    id: uid(6),
    firstName: "Imran",
    lastName: "Sheikh",
    email: "imran.sheikh@example.com",
    mobileNo: "9822055566",
    state: "Maharashtra",
    city: "Nagpur",
    pincode: "440001",
    address: "9, Sitabuldi Main Road",
    dateOfBirth: "2000-09-09",
    gender: "Male",
    bio: "Krumping in Nagpur heat since 2015. Also does one-minute comedy.",
    instagram: "https://www.instagram.com/imran.krumps",
    interests: ["Dance", "Comedy"],
    joinedDaysAgo: 64,
  },
  {
    id: uid(7),
    firstName: "Sakshi",
    lastName: "Gupta",
    email: "sakshi.gupta@example.com",
    mobileNo: "9893066677",
    state: "Madhya Pradesh",
    city: "Bhopal",
    pincode: "462001",
    address: "33, Arera Colony",
    dateOfBirth: "2003-12-30",
    gender: "Female",
    bio: "Kathak-meets-Bollywood dancer from the city of lakes.",
    instagram: "https://www.instagram.com/sakshi.dances.bhopal",
    interests: ["Dance", "Fitness"],
    joinedDaysAgo: 62,
  },
  {
    id: uid(8),
    firstName: "Karthik",
    lastName: "Reddy",
    email: "karthik.reddy@example.com",
    mobileNo: "9848077788",
    state: "Telangana",
    city: "Warangal",
    pincode: "506002",
    address: "2-5-118, Hanamkonda",
    dateOfBirth: "2002-03-14",
    gender: "Male",
    bio: "Guitarist and beatboxer doing Telugu-English mashups.",
    instagram: "https://www.instagram.com/karthik.mashups",
    youtube: "https://www.youtube.com/@karthikmashups",
    interests: ["Music", "Comedy"],
    joinedDaysAgo: 60,
  },
  {
    id: uid(9),
    firstName: "Meera",
    lastName: "Choudhury",
    email: "meera.choudhury@example.com",
    mobileNo: "9864088899",
    state: "Assam",
    city: "Guwahati",
    pincode: "781001",
    address: "House 12, Zoo Road, Tiniali",
    dateOfBirth: "2001-07-07",
    gender: "Female",
    bio: "Explains gadgets in Assamese and Hindi; secretly a stand-up fan.",
    instagram: "https://www.instagram.com/meera.explains",
    interests: ["Tech", "Comedy", "Education"],
    joinedDaysAgo: 58,
  },
  {
    id: uid(10),
    firstName: "Devansh",
    lastName: "Tiwari",
    email: "devansh.tiwari@example.com",
    mobileNo: "9826099900",
    state: "Madhya Pradesh",
    city: "Indore",
    pincode: "452001",
    address: "78, Palasia Square",
    dateOfBirth: "2004-05-02",
    gender: "Male",
    bio: "Poha, jalebi and cinematic hyperlapses of Indore's streets.",
    instagram: "https://www.instagram.com/devansh.indori",
    interests: ["Travel", "Food"],
    referredByAffiliate: true,
    joinedDaysAgo: 30,
  },
  {
    id: uid(11),
    firstName: "Pooja",
    middleName: "Kumari",
    lastName: "Mishra",
    email: "pooja.mishra@example.com",
    mobileNo: "9835010011",
    state: "Bihar",
    city: "Patna",
    pincode: "800001",
    address: "Road No. 4, Rajendra Nagar",
    dateOfBirth: "2003-02-19",
    gender: "Female",
    bio: "Sings Bhojpuri folk with a modern twist; also explains exam hacks.",
    instagram: "https://www.instagram.com/pooja.sings.patna",
    interests: ["Music", "Education"],
    referredByAffiliate: true,
    joinedDaysAgo: 25,
  },
  {
    id: uid(12),
    firstName: "Siddharth",
    lastName: "Hegde",
    email: "siddharth.hegde@example.com",
    mobileNo: "9845020022",
    state: "Karnataka",
    city: "Mysuru",
    pincode: "570001",
    address: "112, Saraswathipuram",
    dateOfBirth: "2000-10-11",
    gender: "Male",
    bio: "Yakshagana-inspired dance reels and palace-city travel films.",
    instagram: "https://www.instagram.com/sid.hegde.moves",
    interests: ["Dance", "Travel"],
    joinedDaysAgo: 45,
  },
  {
    id: uid(13),
    firstName: "Tanvi",
    lastName: "Bhatt",
    email: "tanvi.bhatt@example.com",
    mobileNo: "9837030033",
    state: "Uttarakhand",
    city: "Dehradun",
    pincode: "248001",
    address: "5, Rajpur Road",
    dateOfBirth: "2002-08-28",
    gender: "Female",
    bio: "Mountain café reviews and the occasional open-mic set.",
    instagram: "https://www.instagram.com/tanvi.in.the.hills",
    interests: ["Food", "Travel", "Comedy"],
    referredByAffiliate: true,
    joinedDaysAgo: 20,
  },
];

/** Creator key by first name, for readable subscription tables. */
export type CreatorName =
  | "Aarav"
  | "Priya"
  | "Rohit"
  | "Ananya"
  | "Imran"
  | "Sakshi"
  | "Karthik"
  | "Meera"
  | "Devansh"
  | "Pooja"
  | "Siddharth"
  | "Tanvi";
