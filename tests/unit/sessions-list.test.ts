import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionsList } from "#app/features/my-registrations/sessions-list.tsx";
import { MessagesProvider, PageI18nProvider } from "#app/i18n/i18n.tsx";
import type { CreatorDeviceSession } from "#shared/api/creator-accounts.ts";
import enAccount from "#shared/i18n/en/account.ts";
import hiAccount from "#shared/i18n/hi/account.ts";

const session = (id: string, createdAt: string, lastSeenAt: string, current = false): CreatorDeviceSession => ({
  id,
  device: "Chrome on Linux",
  createdAt,
  lastSeenAt,
  expiresAt: "2026-12-30T00:00:00.000Z",
  current,
});

/** "Where you are signed in" as the server renders it on /me or /hi/me. */
function render(path: "/me" | "/hi/me", sessions: CreatorDeviceSession[]): string {
  const account = path === "/me" ? enAccount : hiAccount;
  const list = createElement(SessionsList, { sessions, onSignedOut: () => {} });
  // biome-ignore lint/correctness/noChildrenProp: the providers' props types require children, which a third argument does not satisfy
  const messages = createElement(MessagesProvider, { messages: { account }, children: list });
  // biome-ignore lint/correctness/noChildrenProp: as above
  const page = () => createElement(PageI18nProvider, { pathname: path, children: messages });
  const Stub = createRoutesStub([{ path, Component: page }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => (m[1] ?? "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));

describe("the sessions list on My registrations", () => {
  // Two laptops with the same browser, and this phone: the row shows when each signed in and was last seen.
  const sessions = [
    session("s1", "2026-11-20T04:30:00.000Z", "2026-11-21T10:00:00.000Z", true),
    session("s2", "2026-11-18T04:30:00.000Z", "2026-11-19T12:15:00.000Z"),
    session("s3", "2026-11-02T09:00:00.000Z", "2026-11-05T06:45:00.000Z"),
  ];

  it("names each device's Sign out button apart from another device of the same kind, by when it signed in and was last seen", () => {
    const names = buttonNames(render("/me", sessions));
    expect(names).toEqual([
      "Sign out on this device",
      "Sign out Chrome on Linux (Signed in on 18 Nov 2026, 10:00 am · last seen 19 Nov 2026, 5:45 pm)",
      "Sign out Chrome on Linux (Signed in on 2 Nov 2026, 2:30 pm · last seen 5 Nov 2026, 12:15 pm)",
    ]);
  });

  it("in Hindi on /hi/me too", () => {
    const names = buttonNames(render("/hi/me", sessions));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toBe("इस डिवाइस से साइन आउट करें");
    for (const name of names.slice(1)) expect(name).toMatch(/^Chrome on Linux से साइन आउट करें \(साइन इन: .+ · आख़िरी बार: .+\)$/);
    expect(names[1]).toContain("18 नव॰ 2026");
  });
});
