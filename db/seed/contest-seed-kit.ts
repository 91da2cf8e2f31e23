/** What the demo contests (./contests.ts) are made of: their ids, their shape, IST days and the common rules. */
import { menuContests } from "#shared/menu-contests.ts";
import type { CreatorName } from "./people.ts";
import type { ContestCategorySlug, JudgeKey } from "./site-people.ts";

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

export const start = (day: number): IstMoment => ({ day, time: "start" });
export const end = (day: number): IstMoment => ({ day, time: "end" });
export const at = (day: number, time: `${number}:${number}`): IstMoment => ({ day, time });

export const commonRules = [
  "The video must be your own original work, made for this contest.",
  "Only one entry per creator; the latest link you submit is the one judged.",
  "No hate speech, nudity, dangerous stunts or copyrighted music you do not have rights to.",
  "Judges' decisions are final.",
];

export const commonRequirements = [
  "A public or unlisted video link (YouTube, Instagram or Google Drive).",
  "A valid Indian mobile number and e-mail address.",
];
