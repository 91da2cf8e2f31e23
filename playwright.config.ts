import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Every run starts the production server on an empty DATA_DIR, as a fresh machine would.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "contests-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  // 60 s a test: the longest (a paid registration then a refund, two accessibility scans) took 30-37 s on a
  // slow 2-core virtual machine whose bare-page Lighthouse TBT was 1 s; a test that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // An action that cannot happen (a covered button, a missing field) names itself instead of using up the test.
    actionTimeout: 20_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 }, browserName: "chromium" },
      // Each flow is walked on the device its person holds: the organiser's console flows at a laptop (the
      // desktop project); the console at 360 px has its own tests (keyboard-and-narrow-screens, console-places,
      // console-content's phone check).
      testIgnore: [
        /console-access\.spec\.ts$/,
        /console-accounts\.spec\.ts$/,
        /console-dashboard-audit-staff\.spec\.ts$/,
        /console-refunds\.spec\.ts$/,
        /console-registrations\.spec\.ts$/,
        /console-journey\.spec\.ts$/,
        /content-preview\.spec\.ts$/,
        /results-correction\.spec\.ts$/,
        /prize-paid\.spec\.ts$/,
        /console-season\.spec\.ts$/,
      ],
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 860 } },
      // The creator's flows are walked on the phone, where our creators are; at desktop width they run the same
      // code in a wider dialog, which the creator journey, the overlays and accessibility specs still cover.
      // Running every flow twice doubled the suite (27 of CI's 34 minutes) for no extra failure seen.
      testIgnore: [
        /registration\.spec\.ts$/,
        /registration-experience\.spec\.ts$/,
        /my-registrations\.spec\.ts$/,
        /payment-resume\.spec\.ts$/,
        /places\.spec\.ts$/,
        /guardian-consent\.spec\.ts$/,
        /page-cache\.spec\.ts$/,
        /mail\.spec\.ts$/,
        /contact\.spec\.ts$/,
        // An affiliate's pages and a creator's own flows are on a phone; their layout at desktop width is
        // covered by the shell, page and accessibility specs.
        /affiliates\.spec\.ts$/,
        /referral-links\.spec\.ts$/,
        /receipts-and-refunds\.spec\.ts$/,
        /my-data\.spec\.ts$/,
        // These open their own phone and laptop windows, so the project's viewport changes nothing.
        /judging\.spec\.ts$/,
        /hindi-account\.spec\.ts$/,
        // The Hindi flows (registration, My registrations, judging, the guardian, content) are the same code as the English ones.
        /hindi-registration\.spec\.ts$/,
        /hindi-account\.spec\.ts$/,
        /hindi-content\.spec\.ts$/,
      ],
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/company-details/get`,
    // A fresh database imports India's places first (docs/places.md): 20-30 s on a quiet machine, minutes on a busy one.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
    },
  },
});
