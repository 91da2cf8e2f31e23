import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContestListView } from "#app/features/console/contests/contest-list-view.tsx";
import { ContestStatusBadge } from "#app/features/console/contests/contest-status-badge.tsx";
import { consoleContestBadge } from "#shared/console/contest-badge.ts";
import type { ConsoleContestRow } from "#shared/console/contest-api.ts";

const published = "2026-11-20T04:30:00.000Z";
const scheduledFor = "2026-12-01T04:30:00.000Z";

describe("the console's badge of a contest", () => {
  it.each([
    // A draft whose dates are open is still a draft: the site does not show it and nobody can register.
    { badge: "Registration Open", publishedAt: null, publishAt: null, shown: "Draft" },
    { badge: "Upcoming", publishedAt: null, publishAt: null, shown: "Draft" },
    { badge: "Registration Open", publishedAt: null, publishAt: scheduledFor, shown: "Scheduled" },
    // Past its time and not swept yet (the sweep runs every 30 s): still not on the site.
    { badge: "Completed", publishedAt: null, publishAt: "2020-01-01T00:00:00.000Z", shown: "Scheduled" },
    { badge: "Registration Open", publishedAt: published, publishAt: null, shown: "Registration Open" },
    { badge: "Completed", publishedAt: published, publishAt: null, shown: "Completed" },
  ])("$badge, published $publishedAt, scheduled $publishAt: $shown", ({ shown, ...facts }) => {
    expect(consoleContestBadge(facts)).toBe(shown);
    expect(renderToString(createElement(ContestStatusBadge, { contest: facts }))).toContain(`>${shown}</span>`);
  });
});

function row(overrides: Partial<ConsoleContestRow>): ConsoleContestRow {
  return {
    _id: "64b000000000000000000001",
    title: "Monsoon Stories",
    badge: "Registration Open",
    categoryName: "Travel Shorts",
    entryFee: 149,
    entryFeeCurrency: "INR",
    registrationStartDate: "2026-11-01T00:00:00.000Z",
    registrationEndDate: "2026-12-31T00:00:00.000Z",
    contestStartDate: "2027-01-05T04:30:00.000Z",
    contestEndDate: "2027-01-10T12:30:00.000Z",
    completedRegistrations: 0,
    maxParticipants: 100,
    isActive: false,
    archivedAt: null,
    publishAt: null,
    publishedAt: null,
    pinned: false,
    ...overrides,
  };
}

/** The contests list as the console renders it, one row. */
function listRow(contest: ConsoleContestRow) {
  const Stub = createRoutesStub([
    {
      path: "/admin/contests",
      Component: () =>
        createElement(ContestListView, {
          contests: [contest],
          total: 1,
          page: 1,
          pageSize: 20,
          query: { q: "", status: "", archived: false },
          canEdit: true,
        }),
    },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/admin/contests"] }));
  return html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
}

describe("the contests list says what the contest's page says", () => {
  it("a draft: Draft, and not the dates' Registration Open", () => {
    const html = listRow(row({}));
    expect(html).toContain(">Draft</span>");
    expect(html).not.toContain("Registration Open");
  });

  it("a scheduled draft: Scheduled, with the time it publishes at", () => {
    const html = listRow(row({ publishAt: scheduledFor }));
    expect(html).toContain(">Scheduled</span>");
    expect(html).toContain("Publishes 1 Dec 2026");
  });

  it("a published contest: the badge of its dates", () => {
    const html = listRow(row({ publishedAt: published, isActive: true }));
    expect(html).toContain(">Registration Open</span>");
    expect(html).not.toMatch(/Draft|Scheduled/);
  });
});
