import { menuContests } from "#shared/menu-contests.ts";

/** The menu links these contests by id (City Hustle, State Flex, The Big League): they stay on the site. */
export const isMenuContest = (contestId: string): boolean => menuContests.some((contest) => contest.id === contestId);
