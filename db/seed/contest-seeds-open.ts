/** The demo contests open for registration now: by city, state and all India, free, nearly full and full. */
import { at, commonRequirements, commonRules, type ContestSeed, contestIds, end, start } from "./contest-seed-kit.ts";

export const openContestSeeds: ContestSeed[] = [
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
];
