import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditLogView } from "#app/features/console/audit-log/audit-log-view.tsx";
import type { AuditLogRow } from "#shared/console/audit-log.ts";

const row = (values: Partial<AuditLogRow> & Pick<AuditLogRow, "id">): AuditLogRow => ({
  createdAt: "2026-11-23T10:35:00.000Z",
  staffId: null,
  staffName: null,
  judgeId: null,
  judgeName: null,
  action: "update",
  entity: "judging-score",
  entityId: null,
  changedFields: {},
  ...values,
});

/** The audit log page as its first answer carries it. */
function render(entries: AuditLogRow[]) {
  const Stub = createRoutesStub([
    {
      path: "/admin/audit-log",
      Component: () =>
        createElement(AuditLogView, {
          entries,
          total: entries.length,
          page: 1,
          pageSize: 50,
          filters: { page: 1 },
          choices: { staff: [{ id: "s1", name: "Olga Owner", active: true }], entities: [], actions: [] },
          canOpenStaff: true,
        }),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/admin/audit-log"] })).replaceAll("&#x27;", "'");
}

/** The "Who" cell of each row, in order. */
const who = (html: string) =>
  [...html.matchAll(/<tr[^>]*>\s*<td[^>]*>.*?<\/td>\s*<td[^>]*>(.*?)<\/td>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

describe("the audit log's Who", () => {
  it("names the judge for a judge's own score or recusal; the command line stays the command line", () => {
    const html = render([
      row({ id: "a", action: "create", judgeId: "j1", judgeName: "Asha Rao" }),
      row({ id: "b", action: "recuse", judgeId: "j2", judgeName: null }),
      row({ id: "c", action: "deactivate", entity: "staff" }),
      row({ id: "d", staffId: "s1", staffName: "Olga Owner", entity: "contest" }),
    ]);
    expect(who(html)).toEqual(["Judge: Asha Rao", "Judge: a removed judge", "Command line", "Olga Owner"]);
  });

  it("offers judges as their own choice of the Who filter, apart from the command line", () => {
    const html = render([]);
    expect(html).toMatch(/<label[^>]*for="audit-staff"[^>]*>Who<\/label>/);
    expect(html).toMatch(/<option value="cli"[^>]*>Command line<\/option>/);
    expect(html).toMatch(/<option value="judges"[^>]*>Judges<\/option>/);
  });
});
