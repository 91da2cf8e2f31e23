/** The demo's creator accounts and its affiliate (categories, interests, judges, testimonials: ./site-people.ts). */
import type { interestNames } from "./site-people.ts";

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
