/**
 * The URL parameters every console list shares: `page` (from 1), `sort` (a column's sort key) and
 * `dir` (asc or desc). Filters are the page's own parameters; changing the sort keeps them and goes
 * back to page 1.
 */
export type ConsoleSort = { key: string; dir: "asc" | "desc" };

type Place = { pathname: string; search: string };

const withParams = (place: Place, change: (params: URLSearchParams) => void) => {
  const params = new URLSearchParams(place.search);
  change(params);
  const search = params.toString();
  return search ? `${place.pathname}?${search}` : place.pathname;
};

export function pageHref(place: Place, page: number): string {
  return withParams(place, (params) => (page <= 1 ? params.delete("page") : params.set("page", String(page))));
}

/** A sorted column's header flips its direction; another column starts ascending. */
export function sortHref(place: Place, key: string, current: ConsoleSort | undefined): string {
  const dir = current?.key === key && current.dir === "asc" ? "desc" : "asc";
  return withParams(place, (params) => {
    params.set("sort", key);
    params.set("dir", dir);
    params.delete("page");
  });
}
