import { expect, test } from "./support/test.ts";

const contestPath = "/contest/64b000000000000000000003";

test.describe("[SCALE-OUT] pages from the rendered-page cache", () => {
  test("a stored page is served with hashes in its policy, runs its scripts and hydrates without a policy violation", async ({
    page,
    request,
  }) => {
    // The first anonymous request stores the page (or finds it stored by another test).
    await request.get(contestPath);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(contestPath);
    expect(response?.headers()["x-cache"]).toBe("hit");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/checkout\.razorpay\.com/);
    expect(policy).not.toContain("nonce-");
    // Hydrated (the fixture waited for it) and interactive: the registration dialog opens.
    await page.getByRole("button", { name: "Register Now" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a visitor with a cookie gets a page rendered for them, with a fresh nonce", async ({ page, context }) => {
    await context.addCookies([{ name: "creator_session", value: "not-a-session", url: "http://127.0.0.1" }]);
    const first = await page.goto("/");
    const second = await page.goto("/");
    for (const response of [first, second]) {
      expect(response?.headers()["x-cache"]).toBeUndefined();
      expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    }
    const nonce = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? "")?.[1];
    expect(nonce(first?.headers()["content-security-policy"])).not.toBe(nonce(second?.headers()["content-security-policy"]));
  });
});
