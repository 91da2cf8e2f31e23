/** The three contests the menu links to by name; their ids are fixed in the demo content. */
export const menuContests = [
  { name: "City Hustle", id: "64b000000000000000000001" },
  { name: "State Flex", id: "64b000000000000000000002" },
  { name: "The Big League", id: "64b000000000000000000003" },
] as const;

/** Content pages the menu links to (docs/product-rules.md, content). */
export const menuContentPages = [
  { slug: "vibe-check", label: "Vibe Check" },
  { slug: "hall-of-fame", label: "Hall of Fame" },
  { slug: "hack-zone", label: "Hack Zone" },
  { slug: "the-rules", label: "The Rules" },
  { slug: "lets-talk", label: "Let's Talk" },
] as const;
