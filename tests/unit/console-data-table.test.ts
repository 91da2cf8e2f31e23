import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type ConsoleColumn, consoleColumns, DataTable } from "#app/features/console/data-table/data-table.tsx";
import { pageHref, sortHref } from "#app/features/console/data-table/table-search-params.ts";
import { tableQuerySchema } from "#shared/console/table-query.ts";

type Row = { id: string; name: string; amountPaise: number };
const column = consoleColumns<Row>();
const columns: ConsoleColumn<Row>[] = [
  column.accessor("name", { header: "Name", meta: { sortKey: "name" } }),
  column.accessor("amountPaise", { header: "Amount", cell: (info) => `₹${info.getValue() / 100}`, meta: { numeric: true } }),
];

/** The table rendered on the server at `url`, as a console page's first answer would carry it. */
function render(url: string, props: { rows: Row[]; total: number; page: number; sort?: { key: string; dir: "asc" | "desc" } }) {
  const Stub = createRoutesStub([
    {
      path: "/admin/registrations",
      Component: () =>
        createElement(DataTable<Row>, {
          caption: "Registrations",
          columns,
          rowId: (row) => row.id,
          pageSize: 50,
          empty: "No registrations match.",
          ...props,
        }),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [url] })).replaceAll("&amp;", "&");
}

describe("console data table", () => {
  it("renders rows, a sortable header as a link that keeps the filters and returns to page 1, and page links", () => {
    const html = render("/admin/registrations?q=asha&page=2&sort=name&dir=asc", {
      rows: [{ id: "r1", name: "Asha", amountPaise: 9900 }],
      total: 120,
      page: 2,
      sort: { key: "name", dir: "asc" },
    });
    expect(html).toContain("<caption");
    expect(html).toContain("Asha");
    expect(html).toContain("₹99");
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('href="/admin/registrations?q=asha&sort=name&dir=desc"');
    expect(html).toContain("51–100 of 120");
    expect(html).toContain('href="/admin/registrations?q=asha&sort=name&dir=asc"');
    expect(html).toContain('href="/admin/registrations?q=asha&page=3&sort=name&dir=asc"');
    // Amount has no sort key: its header is text, not a link.
    expect(html).not.toMatch(/<a[^>]*>Amount/);
  });

  it("shows the empty text and no next page when nothing matches", () => {
    const html = render("/admin/registrations?q=nobody", { rows: [], total: 0, page: 1 });
    expect(html).toContain("No registrations match.");
    expect(html).toContain("No rows");
    expect(html).not.toContain("page=2");
  });

  it("builds paging and sorting addresses from the current one", () => {
    const place = { pathname: "/admin/payments", search: "?state=paid&page=4" };
    expect(pageHref(place, 1)).toBe("/admin/payments?state=paid");
    expect(pageHref(place, 5)).toBe("/admin/payments?state=paid&page=5");
    expect(sortHref(place, "amount", { key: "amount", dir: "asc" })).toBe("/admin/payments?state=paid&sort=amount&dir=desc");
    expect(sortHref(place, "time", { key: "amount", dir: "desc" })).toBe("/admin/payments?state=paid&sort=time&dir=asc");
  });

  it("parses a list query with defaults and refuses bad values with a message", () => {
    const schema = tableQuerySchema(["registeredAt", "name"]);
    expect(schema.parse({})).toEqual({ page: 1, sort: "registeredAt", dir: "desc" });
    expect(schema.parse({ page: "3", sort: "name", dir: "asc" })).toEqual({ page: 3, sort: "name", dir: "asc" });
    const bad = schema.safeParse({ page: "0", sort: "email" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(["Page starts at 1.", "Sort by one of: registeredAt, name."]);
  });
});
