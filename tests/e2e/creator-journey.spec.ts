import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { eventually, type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { adultDateOfBirth, answerAgeStep, contests, fillRequiredDetails, newUser, toast, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/*
 * A new creator's whole journey with real e-mail: this spec starts its own server (the built site,
 * on its own port and DATA_DIR) with SMTP_URL pointing at a local SMTP server (smtp-server) it reads
 * the messages from. The shared e2e server runs in test-mail mode, which never sends.
 */

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

let smtp: SmtpSink;
let server: ChildProcess | null = null;
let serverLog = "";
let dataDir = "";
let base = "";

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern, and this one needs none
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "phone") return;
  testInfo.setTimeout(180_000);
  smtp = await startSmtpSink();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-journey-"));
  // The site the shared e2e server built (same BUILD_DIR), started directly: no second build check.
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SMTP_URL: smtp.url,
      MAIL_FROM: "CreatorCup <no-reply@creatorcup.test>",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  await eventually(
    async () => {
      if (server?.exitCode !== null) throw new Error(`the journey's server exited: ${serverLog}`);
      return fetch(`${base}/api/company-details/get`).then(
        (response) => response.ok,
        () => false,
      );
    },
    150_000,
    "the journey's server to answer",
  );
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The first message to `to` whose subject matches, as the local SMTP server received it. */
function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  return eventually(
    async () => smtp.received.find((mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject ?? "")),
    30_000,
    `a mail to ${to} with subject ${subject}`,
  );
}

/** Calls the API from the page, with its cookies, as a script on the page could. */
function callFromPage(page: Page, url: string, init: { method?: string; body?: unknown; credentials?: RequestCredentials } = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, {
        method: init.method ?? "GET",
        credentials: init.credentials ?? "same-origin",
        headers: init.body === undefined ? {} : { "content-type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as { isOk: boolean; message?: string } };
    },
    { url, init },
  );
}

test("[JOURNEY] a new creator gets the code by e-mail, pays, gets the receipt, changes the video link in My registrations and sees it on the applicants page; impersonation is refused", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one journey, at 360 px, is enough");
  test.setTimeout(180_000);
  const email = uniqueEmail("journey");
  const user = newUser();
  const firstLink = "https://www.youtube.com/watch?v=journey-first";
  const newLink = "https://www.instagram.com/reel/journey-second-take";

  await test.step("the code arrives by e-mail and opens the details", async () => {
    await page.goto(`${base}/contest/${contests.bigLeague}`);
    await page.getByRole("button", { name: "Register Now" }).click();
    const start = page.getByRole("dialog", { name: "Register for this contest" });
    await start.getByLabel("Email").fill(email);
    await start.getByRole("button", { name: "Next" }).click();
    const codeDialog = page.getByRole("dialog", { name: "Check your e-mail" });
    await expect(codeDialog).toContainText(email);
    // A real mail server: no code on the page.
    await expect(codeDialog.getByText(/Test mode/)).toHaveCount(0);
    const mail = await mailTo(email, /is your CreatorCup code$/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();
    await codeDialog.getByLabel("Code").fill(code ?? "");
    await answerAgeStep(page, adultDateOfBirth);
  });

  await test.step("details, the video link and the test-mode payment", async () => {
    const details = page.getByRole("dialog", { name: "Enter your details" });
    await expect(details).toBeVisible();
    await fillRequiredDetails(details, user);
    await details.getByRole("button", { name: "Next" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your registration" });
    await payment.getByLabel("Video Link").fill(firstLink);
    await payment.getByRole("button", { name: "Pay" }).click();
    const checkout = page.getByRole("dialog", { name: "Test mode checkout" });
    await expect(checkout).toContainText("₹499");
    await checkout.getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.bigLeague}/applicants\\?registered=1$`));
    await expect(toast(page, "Payment successful and registration complete!")).toBeVisible();
  });

  let paymentId = "";
  await test.step("the receipt arrives by e-mail", async () => {
    const receipt = await mailTo(email, /^Payment receipt: The Big League$/);
    expect(receipt.text).toContain("₹499");
    paymentId = /\b(pay_\w+)/.exec(receipt.text)?.[1] ?? "";
    expect(paymentId, receipt.text).not.toBe("");
    expect(receipt.text).toContain(`${base}/me`);
  });

  const registrationCard = page.getByRole("article", { name: "The Big League" });
  await test.step("My registrations shows the paid registration and its receipt", async () => {
    await page.goto(`${base}/me`);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(registrationCard.getByText("Completed")).toBeVisible();
    await expect(registrationCard).toContainText("Paid ₹499");
    await expect(registrationCard).toContainText(`Payment ID ${paymentId}`);
    await expect(registrationCard.locator("[data-video-link]")).toHaveText(firstLink);
  });

  await test.step("the video link changes, checked as the payment dialog checks it", async () => {
    await registrationCard.getByRole("button", { name: "Change video link" }).click();
    await registrationCard.getByLabel("New video link").fill("my best video");
    await registrationCard.getByRole("button", { name: "Save link" }).click();
    await expect(registrationCard.getByRole("alert")).toHaveText("Please enter a valid URL");
    await registrationCard.getByLabel("New video link").fill(newLink);
    await registrationCard.getByRole("button", { name: "Save link" }).click();
    await expect(toast(page, "Video link updated")).toBeVisible();
    await expect(registrationCard.locator("[data-video-link]")).toHaveText(newLink);
  });

  await test.step("the applicants page shows the new link at once", async () => {
    await page.goto(`${base}/contest/${contests.bigLeague}/applicants`);
    const own = page.getByRole("article").filter({ hasText: `${user.firstName} ${user.lastName}` });
    await expect(own.getByRole("link", { name: /View Video/ })).toHaveAttribute("href", newLink);
  });

  await test.step("acting for another creator is refused", async () => {
    await page.goto(`${base}/me`);
    const ownId = await registrationCard.getAttribute("data-registration");
    const list = await callFromPage(page, `/api/subscriber/list/${contests.bigLeague}`);
    const others = (list.body as unknown as { data: { _id: string; link: string }[] }).data.filter((a) => a._id !== ownId);
    const victim = others[0];
    if (!victim) throw new Error("the demo contest has no other applicant");

    const lookUp = await callFromPage(page, "/api/user/getByEmail/Priya.Nair@example.com");
    expect(lookUp.status).toBe(403);
    const order = await callFromPage(page, "/api/subscriber/create-order", {
      method: "POST",
      body: { contestId: contests.free, userId: "0123456789abcdef01234567", link: "https://youtu.be/hijack" },
    });
    expect(order.status).toBe(403);
    const hijack = await callFromPage(page, `/api/me/registrations/${victim._id}/video-link`, {
      method: "PATCH",
      body: { link: "https://youtu.be/hijack" },
    });
    expect(hijack.status).toBe(403);
    const anonymous = await callFromPage(page, "/api/me/registrations", { credentials: "omit" });
    expect(anonymous.status).toBe(401);
    const after = await callFromPage(page, `/api/subscriber/list/${contests.bigLeague}`);
    const victimAfter = (after.body as unknown as { data: { _id: string; link: string }[] }).data.find((a) => a._id === victim._id);
    expect(victimAfter?.link).toBe(victim.link);
  });
});
