import { execFileSync } from "node:child_process"
import { closeBrowser, FIXTURE_URL, hydrated, openPage, SITE_URL } from "./harness"
import { siteSettings } from "../../src/site-settings"

// What a doc page says about itself: the Tachyon release the docs describe (one setting),
// "Last updated" (the file's last commit, or the frontmatter's last_update) and "Edit this page".
afterAll(closeBrowser)

const MONTHS = "January February March April May June July August September October November December".split(" ")
const lastCommitDay = (file: string) => {
  const date = new Date(
    Number(execFileSync("git", ["log", "-1", "--format=%ct", "--", file], { encoding: "utf8" })) * 1000,
  )
  return {
    iso: date.toISOString().slice(0, 10),
    text: `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
  }
}

describe("the release the docs describe", () => {
  it.each([1280, 400])("a doc page names it at %i px, and it is the newest release note", async (width) => {
    const { context, page } = await openPage(width)
    try {
      await page.goto(`${SITE_URL}/docs/config/config_reference/`)
      await hydrated(page)
      const badge = page.locator(".doc-release")
      await expect(badge.innerText()).resolves.toBe(`Docs for Tachyon ${siteSettings.release.version}`)
      expect(await badge.isVisible()).toBe(true)
      await badge.getByRole("link").click()
      await page.waitForURL(/\/news\/#release-/)
      const newest = page.locator("article.release-note").first()
      expect(await newest.getAttribute("aria-labelledby")).toBe(new URL(page.url()).hash.slice(1))
      await expect(newest.locator("h2").innerText()).resolves.toContain(siteSettings.release.version)
    } finally {
      await context.close()
    }
  })
})

describe("last updated and edit this page", () => {
  it("shows the date of the file's last commit and links to the file in the repository", async () => {
    const { context, page } = await openPage()
    try {
      await page.goto(`${SITE_URL}/docs/algos/vwap/`)
      await hydrated(page)
      const expected = lastCommitDay("content/docs/algos/vwap.mdx")
      const updated = page.locator(".doc-last-updated")
      await expect(updated.innerText()).resolves.toBe(`Last updated on ${expected.text}`)
      await expect(updated.locator("time").getAttribute("datetime")).resolves.toBe(expected.iso)
      const edit = page.getByRole("link", { name: "Edit this page" })
      await expect(edit.getAttribute("href")).resolves.toBe(`${siteSettings.editUrl}content/docs/algos/vwap.mdx`)
      // the date is part of the page's data (Doc.lastUpdated in GraphQL), not computed in the browser
      const data = await (await fetch(`${SITE_URL}/page-data/docs/algos/vwap/page-data.json`)).text()
      expect(data).toContain(`"lastUpdatedIso":"${expected.iso}"`)
    } finally {
      await context.close()
    }
  })
  it("takes last_update from the frontmatter over git", async () => {
    const { context, page } = await openPage(400)
    try {
      await page.goto(`${FIXTURE_URL}/docs/guide/second/`)
      await hydrated(page)
      await expect(page.locator(".doc-last-updated").innerText()).resolves.toBe(
        "Last updated on 1 May 2024 by Fixture Team",
      )
      await expect(page.locator(".doc-last-updated time").getAttribute("datetime")).resolves.toBe("2024-05-01")
    } finally {
      await context.close()
    }
  })
  it("shows neither on a generated section index, which has no file", async () => {
    const { context, page } = await openPage()
    try {
      await page.goto(`${FIXTURE_URL}/docs/reference/`)
      await hydrated(page)
      expect(await page.locator(".doc-last-updated").count()).toBe(0)
      expect(await page.getByRole("link", { name: "Edit this page" }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
