#!/usr/bin/env node
// In-browser search latency: once the index is loaded, the time from a keystroke in the navbar
// box to the updated suggestions in the DOM (target: within 50 ms). Median and p95 over queries.
import path from "node:path"
import { launchBrowser } from "../browser/chromium.mjs"
import { startStaticServer } from "../browser/static-server.mjs"

const queries = [
  "twap",
  "iceberg",
  "kill switch",
  "journal",
  "failover",
  "isolcpus",
  "35=d",
  "orderrejectreason",
  "journal-recover",
  "fix gateway",
  "heap dump",
  "trj-1005",
  "rsk-2004",
  "clickhouse",
  "onload",
  "cpu isolation",
  "sequence reset",
  "vwap profile",
  "drop copy",
  "risk limits",
]
const { server, url } = await startStaticServer(path.resolve("public"))
const browser = await launchBrowser()
const page = await browser.newPage()
await page.goto(`${url}/docs/index/`, { waitUntil: "networkidle" })
const box = page.getByRole("combobox", { name: "Search" })
await box.click()
await box.fill("warmup")
await page.getByRole("option").first().waitFor()
const times = []
for (const query of queries) {
  await box.fill(query.slice(0, -1))
  await page.waitForTimeout(50)
  const ms = await page.evaluate(async (last) => {
    const input = document.querySelector('[role="combobox"]')
    const list = document.querySelector('[role="listbox"]')
    const panel = list.parentElement
    return await new Promise((resolve) => {
      const start = performance.now()
      const observer = new MutationObserver(() => {
        observer.disconnect()
        resolve(performance.now() - start)
      })
      observer.observe(panel, { childList: true, subtree: true, characterData: true })
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set
      setter.call(input, input.value + last)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
  }, query.slice(-1))
  times.push(ms)
}
await browser.close()
server.close()
times.sort((a, b) => a - b)
const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
console.log(
  `keystroke → suggestions in the DOM over ${times.length} queries: median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
)
console.log(`${pick(0.95) <= 50 ? "PASS" : "FAIL"} suggestions within 50 ms of the keystroke (p95)`)
