/**
 * The menu's three named contest links. The organiser chooses in the console which contest each points
 * to (docs/publishing.md); until then each points to its demo contest's fixed id.
 */
export const menuContests = [
  { slot: "city-hustle", name: "City Hustle", id: "64b000000000000000000001" },
  { slot: "state-flex", name: "State Flex", id: "64b000000000000000000002" },
  { slot: "the-big-league", name: "The Big League", id: "64b000000000000000000003" },
] as const;

export type MenuContestSlot = (typeof menuContests)[number]["slot"];
/** What the menu shows: each link's name and the contest it points to now. */
export type MenuContestLink = { slot: MenuContestSlot; name: string; id: string };

/** Content pages the menu links to (docs/product-rules.md, content). */
export const menuContentPages = [
  { slug: "vibe-check", label: "Vibe Check" },
  { slug: "hall-of-fame", label: "Hall of Fame" },
  { slug: "hack-zone", label: "Hack Zone" },
  { slug: "the-rules", label: "The Rules" },
  { slug: "lets-talk", label: "Let's Talk" },
] as const;
