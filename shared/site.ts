export const SITE_NAME = "CreatorCup";
export const SITE_DESCRIPTION =
  "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.";

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Contests for young creators`;
}
