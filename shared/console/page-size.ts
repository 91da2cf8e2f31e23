/** Rows on one page of every console list (its own file: the places page's browser code reads it without zod). */
export const CONSOLE_PAGE_SIZE = 50;
