/** A creator's own scores and the judges' feedback on My registrations, once results are out and released (docs/judging.md). */
export type CreatorScoresView = {
  round: "screening" | "final";
  criteria: { name: string; weight: number; mean: number; scores: number[] }[];
  feedback: string[];
};
