/** The JSON shapes of spec §3 as the API answers them; page loaders receive the same objects. */

export type CompanyDetails = {
  _id: string;
  name: string;
  logo: string | null;
  phone: string | null;
  supportEmail: string | null;
  address: string | null;
  socialLinks: Partial<Record<"instagram" | "youtube" | "facebook" | "twitter" | "linkedIn" | "whatsapp", string>>;
};

export type ContestCategoryRef = { _id: string; name: string; slug: string };

export type ContestSummary = {
  _id: string;
  title: string;
  shortDescription: string;
  thumbnail: string | null;
  banner: string | null;
  contestCategoryId: ContestCategoryRef | null;
  entryFee: number;
  entryFeeCurrency: string;
  prizePool: number;
  prizePoolCurrency: string;
  maxParticipants: number;
  registrationStartDate: string | null;
  registrationEndDate: string | null;
  contestStartDate: string | null;
  contestEndDate: string | null;
  resultAnnouncementDate: string | null;
  isCompleted: boolean;
  status: string | null;
};

export type Prize = { _id: string; title: string; rank: number; amount: number; description: string };

export type ContestJudge = {
  judgeId: { _id: string; firstName: string; lastName: string; profession: string; profileImage: string | null };
  role: string;
};

export type WinnerDetail = { subscriberId: string; prizeRank: number | null; prizeTitle: string | null; prizeAmount: number | null };

export type Contest = ContestSummary & {
  description: string;
  gallery: string[];
  rules: string[];
  requirements: string[];
  eligibilityCriteria: {
    location: {
      countries: { _id: string; countryName: string }[];
      states: { _id: string; stateName: string }[];
      cities: { _id: string; cityName: string }[];
    };
  };
  prizes: Prize[];
  judges: ContestJudge[];
  winnersDetails: WinnerDetail[];
  winnersDeclared: boolean;
  /** Completed registrations so far. */
  participantCount: number;
  /** True when maxParticipants is set and reached. */
  isFull: boolean;
};

export type ContestCategory = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  contestType: string;
  banner: string | null;
};

export type Category = { _id: string; name: string };

export type Judge = {
  _id: string;
  firstName: string;
  lastName: string;
  profession: string;
  bio: string;
  profileImage: string | null;
  home: boolean;
  isActive: boolean;
};

export type Banner = { _id: string; bannerImage: string; bannerTitle: string; isActive: boolean; createdAt: string };

export type Testimonial = {
  _id: string;
  testimonial: string;
  name: string;
  profileImage: string | null;
  isActive: boolean;
  createdAt: string;
};

export type CmsContent = { _id: string; slug: string; title: string; content: string; description: string };

export type Country = { _id: string; countryName: string };
export type State = { _id: string; stateName: string; countryId: string };
export type City = { _id: string; cityName: string; stateId: string };

export type Applicant = {
  _id: string;
  userId: { _id: string; firstName: string; lastName: string; profileImage: string | null };
  isPaid: boolean;
  isWinner: boolean;
  link: string;
  createdAt: string;
};

export type ApplicantList = { isOk: true; data: Applicant[]; winnersDeclared: boolean };
