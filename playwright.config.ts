import { defineConfig } from "@playwright/test"
import chromium from "./tests/browser/chromium.json"

// Browser tests (tests/browser/*.spec.ts) on Playwright Test, driving Debian's Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH): no browser is downloaded, so a fresh machine needs no
// `npx playwright install`. The sites under test are served by fixtures (tests/browser/fixtures.ts).
export default defineConfig({
  testDir: "tests/browser",
  testMatch: "**/*.spec.ts",
  outputDir: "tests/.artifacts/playwright",
  // Tests, not files, are shared out among the workers: the two sweeps of every page take minutes each.
  fullyParallel: true,
  // Two workers, one per core of this machine (the Jest suite ran in one process: 475 s for the
  // browser tests against 375 s here, on one build); `--workers=N` overrides.
  workers: 2,
  timeout: 30_000,
  // A shared CI machine runs builds beside the tests: web-first assertions wait up to 10 s.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
    // No trace by default: recording one for every test costs this 2-core machine time; to see a
    // failure step by step, run it again with `--trace on` (then `npx playwright show-trace`).
  },
})
