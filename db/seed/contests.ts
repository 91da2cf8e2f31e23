/** The demo contests: one in every state the site can show, with dates relative to "now" (IST days). */
import { menuContests } from "#shared/menu-contests.ts";
import type { ContestCategorySlug, CreatorName, JudgeKey } from "./people.ts";

export const contestIds = {
  cityHustle: menuContests[0].id,
  stateFlex: menuContests[1].id,
  bigLeague: menuContests[2].id,
  freeOpenMic: "64b000000000000000000004",
  upcoming: "64b000000000000000000005",
  registrationClosed: "64b000000000000000000006",
  inProgress: "64b000000000000000000007",
  completed: "64b000000000000000000008",
  fullSoon: "64b000000000000000000009",
  resultsPending: "64b00000000000000000000a",
  full: "64b00000000000000000000b",
} as const;

/** A moment given as whole IST days from today plus an IST wall-clock time. */
export type IstMoment = { day: number; time: "start" | "end" | `${number}:${number}` };

export type ContestSeed = {
  id: string;
  /** Used in image file names. */
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  category: ContestCategorySlug;
  entryFeeRupees: number;
  maxParticipants: number;
  registrationStart: IstMoment;
  registrationEnd: IstMoment;
  contestStart: IstMoment;
  contestEnd: IstMoment;
  resultAnnouncement: IstMoment;
  prizes: readonly [title: string, rupees: number, description: string][];
  rules: string[];
  requirements: string[];
  galleryImages: number;
  judges: readonly [JudgeKey, string][];
  eligibility: { countries?: string[]; states?: string[]; cities?: [state: string, city: string][] };
  isCompleted?: boolean;
  winnersDeclared?: boolean;
  status?: string;
  palette: number;
  subscribers: readonly { who: CreatorName; daysAgo: number; winnerRank?: 1 | 2 | 3 }[];
};

const start = (day: number): IstMoment => ({ day, time: "start" });
const end = (day: number): IstMoment => ({ day, time: "end" });
const at = (day: number, time: `${number}:${number}`): IstMoment => ({ day, time });

const commonRules = [
  "The video must be your own original work, made for this contest.",
  "Only one entry per creator; the latest link you submit is the one judged.",
  "No hate speech, nudity, dangerous stunts or copyrighted music you do not have rights to.",
  "Judges' decisions are final.",
];

const commonRequirements = [
  "A public or unlisted video link (YouTube, Instagram or Google Drive).",
  "A valid Indian mobile number and e-mail address.",
];

export const contestSeeds: ContestSeed[] = [
  {
    id: contestIds.cityHustle,
    slug: "city-hustle",
    title: "City Hustle",
    shortDescription: "Show the hustle of your city in a 60-second reel. Open to four cities only.",
    description: `
<p><strong>City Hustle</strong> is for creators who love their city a little too much. Show us the morning chai rush, the market that never sleeps, the auto driver with the best playlist &mdash; the people and places that make your city move.</p>
<p>This round is open to creators living in <strong>Indore, Jaipur, Lucknow and Nagpur</strong>, so you compete with neighbours, not with metro studios.</p>
<h2>What we want to see</h2>
<ul>
  <li>Real places and real people (with their permission).</li>
  <li>A strong first two seconds and a story, not just pretty shots.</li>
  <li>Your voice: narration, text or music that feels like your city.</li>
</ul>`,
    category: "travel-shorts",
    entryFeeRupees: 99,
    maxParticipants: 200,
    registrationStart: start(-6),
    registrationEnd: end(12),
    contestStart: at(14, "10:00"),
    contestEnd: end(24),
    resultAnnouncement: at(28, "18:00"),
    prizes: [
      ["Winner", 12000, "Cash prize and a feature on our Instagram page."],
      ["1st Runner-up", 8000, "Cash prize and a shout-out in our stories."],
      ["2nd Runner-up", 5000, "Cash prize."],
    ],
    rules: [...commonRules, "Your registered address must be in one of the eligible cities."],
    requirements: ["Vertical video, 30 to 60 seconds long.", ...commonRequirements],
    galleryImages: 3,
    judges: [
      ["vikram", "Head Judge"],
      ["arjun", "Guest Judge"],
    ],
    eligibility: {
      countries: ["India"],
      cities: [
        ["Madhya Pradesh", "Indore"],
        ["Rajasthan", "Jaipur"],
        ["Uttar Pradesh", "Lucknow"],
        ["Maharashtra", "Nagpur"],
      ],
    },
    palette: 1,
    subscribers: [
      { who: "Devansh", daysAgo: 4 },
      { who: "Ananya", daysAgo: 2 },
    ],
  },
  {
    id: contestIds.stateFlex,
    slug: "state-flex",
    title: "State Flex",
    shortDescription: "Flex your state's dance style, folk or filmy, in a 90-second performance.",
    description: `
<p>Every state has a move. Garba, Lavani, Yakshagana, Bhangra, or the wedding-baraat step your uncle swears by. <strong>State Flex</strong> asks you to take the dance of your state and make it yours.</p>
<p>This round is open to creators from <strong>Madhya Pradesh, Maharashtra and Karnataka</strong>.</p>
<h2>Judging</h2>
<ul>
  <li>Technique and musicality</li>
  <li>Creativity in mixing tradition with your own style</li>
  <li>Energy, expression and location</li>
</ul>`,
    category: "dance",
    entryFeeRupees: 199,
    maxParticipants: 300,
    registrationStart: start(-4),
    registrationEnd: end(15),
    contestStart: at(17, "10:00"),
    contestEnd: end(27),
    resultAnnouncement: at(31, "18:00"),
    prizes: [
      ["Winner", 30000, "Cash prize and a one-day workshop with our head judge."],
      ["1st Runner-up", 20000, "Cash prize."],
      ["2nd Runner-up", 10000, "Cash prize."],
    ],
    rules: [
      ...commonRules,
      "Your registered address must be in one of the eligible states.",
      "Groups of up to 4 dancers are allowed; the prize goes to the registered creator.",
    ],
    requirements: ["Video of 60 to 90 seconds, landscape or vertical.", ...commonRequirements],
    galleryImages: 2,
    judges: [
      ["kavya", "Head Judge"],
      ["ritika", "Guest Judge"],
    ],
    eligibility: { countries: ["India"], states: ["Madhya Pradesh", "Maharashtra", "Karnataka"] },
    palette: 5,
    subscribers: [
      { who: "Sakshi", daysAgo: 3 },
      { who: "Siddharth", daysAgo: 1 },
    ],
  },
  {
    id: contestIds.bigLeague,
    slug: "the-big-league",
    title: "The Big League",
    shortDescription: "Our biggest all-India music contest: covers or originals, ₹2 lakh in prizes.",
    description: `
<p><strong>The Big League</strong> is our flagship contest, open to creators across India. Sing, play, produce or beatbox &mdash; covers and originals in any Indian language are welcome.</p>
<p>The top 20 entries get written feedback from our jury, and the top three share a prize pool of <strong>₹2,00,000</strong>.</p>
<h2>Rounds</h2>
<ol>
  <li>Online submission: send your best performance.</li>
  <li>Shortlist: the jury picks the top 20.</li>
  <li>Finals: shortlisted creators send one more performance on a theme we announce.</li>
</ol>`,
    category: "music-covers",
    entryFeeRupees: 499,
    maxParticipants: 500,
    registrationStart: start(-10),
    registrationEnd: end(20),
    contestStart: at(22, "10:00"),
    contestEnd: end(40),
    resultAnnouncement: at(45, "18:00"),
    prizes: [
      ["Winner", 100000, "Cash prize and a studio recording session."],
      ["1st Runner-up", 60000, "Cash prize and a mentoring call with our producer."],
      ["2nd Runner-up", 40000, "Cash prize."],
    ],
    rules: [...commonRules, "Covers must credit the original artist in the video description."],
    requirements: ["Performance of up to 3 minutes with clear audio.", ...commonRequirements],
    galleryImages: 3,
    judges: [
      ["farhan", "Head Judge"],
      ["arjun", "Judge"],
      ["kavya", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 6,
    subscribers: [
      { who: "Priya", daysAgo: 8 },
      { who: "Karthik", daysAgo: 6 },
      { who: "Pooja", daysAgo: 2 },
    ],
  },
  {
    id: contestIds.freeOpenMic,
    slug: "free-open-mic",
    title: "Free Open Mic",
    shortDescription: "No entry fee, no limits: send us your funniest minute of comedy.",
    description: `
<p>Never entered a contest before? Start here. The <strong>Free Open Mic</strong> costs nothing and has no cap on entries. Send your funniest minute: a sketch, a stand-up bit or a relatable rant.</p>
<p>Everyone who enters gets a certificate of participation, and the jury picks three winners.</p>`,
    category: "comedy-skits",
    entryFeeRupees: 0,
    maxParticipants: 0,
    registrationStart: start(-3),
    registrationEnd: end(9),
    contestStart: at(11, "10:00"),
    contestEnd: end(18),
    resultAnnouncement: at(21, "18:00"),
    prizes: [
      ["Winner", 5000, "Cash prize and a spot in our next paid contest for free."],
      ["1st Runner-up", 3000, "Cash prize."],
      ["2nd Runner-up", 2000, "Cash prize."],
    ],
    rules: commonRules,
    requirements: ["Video of up to 90 seconds.", ...commonRequirements],
    galleryImages: 2,
    judges: [
      ["ritika", "Head Judge"],
      ["neha", "Guest Judge"],
    ],
    eligibility: {},
    palette: 0,
    subscribers: [
      { who: "Rohit", daysAgo: 2 },
      { who: "Tanvi", daysAgo: 1 },
    ],
  },
  {
    id: contestIds.fullSoon,
    slug: "pitch-your-town",
    title: "Pitch Your Town",
    shortDescription: "Only two seats: pitch your hometown in 45 seconds and win a one-on-one mentorship.",
    description: `
<p>A tiny, intense round: only <strong>two creators</strong> get in, and both get a one-on-one mentorship call with our travel jury. Pitch your hometown in 45 seconds as if you were its tourism minister.</p>
<p>One seat is already taken. Be quick.</p>`,
    category: "travel-shorts",
    entryFeeRupees: 49,
    maxParticipants: 2,
    registrationStart: start(-2),
    registrationEnd: end(6),
    contestStart: at(8, "10:00"),
    contestEnd: end(14),
    resultAnnouncement: at(17, "18:00"),
    prizes: [
      ["Winner", 3000, "Cash prize and a feature on our travel page."],
      ["Runner-up", 1500, "Cash prize."],
      ["Best Hook", 500, "For the strongest first two seconds."],
    ],
    rules: commonRules,
    requirements: ["Vertical video of up to 45 seconds.", ...commonRequirements],
    galleryImages: 0,
    judges: [
      ["vikram", "Head Judge"],
      ["neha", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 7,
    subscribers: [{ who: "Tanvi", daysAgo: 1 }],
  },
  {
    id: contestIds.full,
    slug: "rooftop-reels-mini",
    title: "Rooftop Reels Mini",
    shortDescription: "Three seats, all taken: a small reel round shot on your rooftop or balcony.",
    description: `
<p>A tiny round for three creators: shoot a 30-second reel on your rooftop or balcony at golden hour.</p>
<p>Every seat is taken. Watch this space for the next round.</p>`,
    category: "travel-shorts",
    entryFeeRupees: 29,
    maxParticipants: 3,
    registrationStart: start(-5),
    registrationEnd: end(7),
    contestStart: at(9, "10:00"),
    contestEnd: end(15),
    resultAnnouncement: at(18, "18:00"),
    prizes: [
      ["Winner", 2000, "Cash prize."],
      ["Runner-up", 1000, "Cash prize."],
      ["Best Light", 500, "For the best use of golden hour."],
    ],
    rules: commonRules,
    requirements: ["Vertical video of up to 30 seconds.", ...commonRequirements],
    galleryImages: 0,
    judges: [["vikram", "Head Judge"]],
    eligibility: { countries: ["India"] },
    palette: 2,
    subscribers: [
      { who: "Aarav", daysAgo: 4 },
      { who: "Karthik", daysAgo: 3 },
      { who: "Imran", daysAgo: 2 },
    ],
  },
  {
    id: contestIds.upcoming,
    slug: "monsoon-food-trail",
    title: "Monsoon Food Trail",
    shortDescription: "Pakodas, bhutta and chai: vlog your city's best rainy-day food. Registration opens soon.",
    description: `
<p>When the first rain hits, every city has a food ritual. <strong>Monsoon Food Trail</strong> wants the stalls, the recipes and the people behind them.</p>
<ul>
  <li>Show at least two places or dishes.</li>
  <li>Tell us why locals love them.</li>
  <li>Bonus points for the vendor's story.</li>
</ul>`,
    category: "food-vlogs",
    entryFeeRupees: 149,
    maxParticipants: 250,
    registrationStart: start(5),
    registrationEnd: end(19),
    contestStart: at(21, "10:00"),
    contestEnd: end(30),
    resultAnnouncement: at(34, "18:00"),
    prizes: [
      ["Winner", 20000, "Cash prize and a food-walk collab with our guest judge."],
      ["1st Runner-up", 12000, "Cash prize."],
      ["2nd Runner-up", 8000, "Cash prize."],
    ],
    rules: [...commonRules, "Ask vendors before filming them and credit them in your caption."],
    requirements: ["Vlog of 2 to 4 minutes.", ...commonRequirements],
    galleryImages: 2,
    judges: [
      ["neha", "Head Judge"],
      ["vikram", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 3,
    subscribers: [],
  },
  {
    id: contestIds.registrationClosed,
    slug: "tech-in-60-seconds",
    title: "Tech in 60 Seconds",
    shortDescription: "Explain one piece of everyday tech in a minute. Registration has closed; judging starts soon.",
    description: `
<p>UPI, OTPs, phone storage, AI chatbots &mdash; explain one piece of everyday tech in <strong>60 seconds</strong>, in any Indian language, so clearly that your grandparents get it.</p>
<p>Registrations are closed. The contest window opens in a few days.</p>`,
    category: "tech-explainers",
    entryFeeRupees: 99,
    maxParticipants: 150,
    registrationStart: start(-16),
    registrationEnd: end(-2),
    contestStart: at(3, "10:00"),
    contestEnd: end(12),
    resultAnnouncement: at(16, "18:00"),
    prizes: [
      ["Winner", 12000, "Cash prize and a new smartphone."],
      ["1st Runner-up", 8000, "Cash prize."],
      ["2nd Runner-up", 5000, "Cash prize."],
    ],
    rules: [...commonRules, "Facts must be correct; the jury checks them."],
    requirements: ["Video of up to 60 seconds.", ...commonRequirements],
    galleryImages: 2,
    judges: [
      ["sneha", "Head Judge"],
      ["arjun", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 2,
    subscribers: [
      { who: "Meera", daysAgo: 10 },
      { who: "Pooja", daysAgo: 5 },
    ],
  },
  {
    id: contestIds.inProgress,
    slug: "street-dance-showdown",
    title: "Street Dance Showdown",
    shortDescription: "The streets are the stage. Judging is live now; results in about a week.",
    description: `
<p>Hip-hop, popping, krumping, locking &mdash; <strong>Street Dance Showdown</strong> is about raw energy in real places: rooftops, bus stands, college corridors.</p>
<p>The contest is in progress: the jury is watching every entry now.</p>`,
    category: "dance",
    entryFeeRupees: 149,
    maxParticipants: 200,
    registrationStart: start(-20),
    registrationEnd: end(-4),
    contestStart: at(-2, "10:00"),
    contestEnd: end(5),
    resultAnnouncement: at(9, "18:00"),
    prizes: [
      ["Winner", 25000, "Cash prize and a spot in our next choreography workshop."],
      ["1st Runner-up", 15000, "Cash prize."],
      ["2nd Runner-up", 10000, "Cash prize."],
    ],
    rules: [...commonRules, "Film in public places only where filming is allowed."],
    requirements: ["Video of 45 to 90 seconds.", ...commonRequirements],
    galleryImages: 3,
    judges: [
      ["kavya", "Head Judge"],
      ["farhan", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 4,
    subscribers: [
      { who: "Imran", daysAgo: 15 },
      { who: "Aarav", daysAgo: 12 },
      { who: "Siddharth", daysAgo: 9 },
    ],
  },
  {
    id: contestIds.completed,
    slug: "chai-and-comedy-season-1",
    title: "Chai & Comedy: Season 1",
    shortDescription: "Our first comedy contest is done: meet the winners and watch their skits.",
    description: `
<p><strong>Chai &amp; Comedy</strong> asked creators for their best 90-second skit about everyday life in small-town India. Eight creators made the final round, and the jury had a very hard time choosing.</p>
<p>Thank you to everyone who took part. Watch the winning entries on the applicants page.</p>`,
    category: "comedy-skits",
    entryFeeRupees: 99,
    maxParticipants: 100,
    registrationStart: start(-60),
    registrationEnd: end(-42),
    contestStart: at(-40, "10:00"),
    contestEnd: end(-25),
    resultAnnouncement: at(-20, "18:00"),
    prizes: [
      ["Winner", 15000, "Cash prize and a feature on our YouTube channel."],
      ["1st Runner-up", 10000, "Cash prize."],
      ["2nd Runner-up", 5000, "Cash prize."],
    ],
    rules: commonRules,
    requirements: ["Skit of up to 90 seconds.", ...commonRequirements],
    galleryImages: 3,
    judges: [
      ["ritika", "Head Judge"],
      ["arjun", "Judge"],
      ["sneha", "Guest Judge"],
    ],
    eligibility: { countries: ["India"] },
    isCompleted: true,
    winnersDeclared: true,
    status: "Completed",
    palette: 0,
    subscribers: [
      { who: "Aarav", daysAgo: 58, winnerRank: 2 },
      { who: "Priya", daysAgo: 57, winnerRank: 1 },
      { who: "Rohit", daysAgo: 55 },
      { who: "Ananya", daysAgo: 53 },
      { who: "Imran", daysAgo: 51, winnerRank: 3 },
      { who: "Sakshi", daysAgo: 49 },
      { who: "Karthik", daysAgo: 47 },
      { who: "Meera", daysAgo: 44 },
    ],
  },
  {
    id: contestIds.resultsPending,
    slug: "festive-food-trails",
    title: "Festive Food Trails",
    shortDescription: "The festival food hunt is over. The jury is choosing the winners now.",
    description: `
<p><strong>Festive Food Trails</strong> asked creators to show the one festival dish their town is known for, and the stall or kitchen that makes it best.</p>
<p>Entries are closed and the jury is at work: winners are announced here soon.</p>`,
    category: "food-vlogs",
    entryFeeRupees: 0,
    maxParticipants: 0,
    registrationStart: start(-30),
    registrationEnd: end(-15),
    contestStart: at(-14, "10:00"),
    contestEnd: end(-3),
    resultAnnouncement: at(2, "18:00"),
    prizes: [
      ["Winner", 10000, "Cash prize and a feature on our Instagram page."],
      ["1st Runner-up", 5000, "Cash prize."],
      ["2nd Runner-up", 2500, "Cash prize."],
    ],
    rules: commonRules,
    requirements: ["Video of up to 2 minutes.", ...commonRequirements],
    galleryImages: 2,
    judges: [
      ["vikram", "Head Judge"],
      ["neha", "Judge"],
    ],
    eligibility: { countries: ["India"] },
    palette: 5,
    subscribers: [
      { who: "Devansh", daysAgo: 28 },
      { who: "Tanvi", daysAgo: 26 },
      { who: "Priya", daysAgo: 24 },
      { who: "Rohit", daysAgo: 21 },
      { who: "Sakshi", daysAgo: 18 },
    ],
  },
];
