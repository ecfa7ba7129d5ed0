#!/usr/bin/env node
// Browser tests: serves the built site (public/) and the fixture site, then runs the Jest
// `browser` project, which drives Debian's Chromium through playwright-core.
//   npm run test:browser [-- jest args]   (after `gatsby build`; FIXTURE_PUBLIC names the fixture build)
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { startStaticServer } from "./browser/static-server.mjs"

const site = await startStaticServer(path.resolve("public"))
const fixtureDir = process.env.FIXTURE_PUBLIC ?? path.resolve("tests/.artifacts/fixture-public")
const fixture = existsSync(fixtureDir) ? await startStaticServer(path.resolve(fixtureDir)) : null
const out = path.resolve("tests/.artifacts/browser.json")
// spawn, not spawnSync: the servers live in this process and must keep answering.
const child = spawn(
  "npx",
  ["jest", "--selectProjects", "browser", "--runInBand", "--json", `--outputFile=${out}`, ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, SITE_URL: site.url, FIXTURE_URL: fixture?.url ?? "" },
  },
)
const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)))
site.server.close()
fixture?.server.close()
process.exit(status)
