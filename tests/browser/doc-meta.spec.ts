import { execFileSync } from "node:child_process"
import { siteSettings } from "../../src/site-settings"
import { releaseLine } from "../../src/lib/release"
import { expect, openHydrated, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"

// What a doc page says about itself: the Tachyon release the docs describe (one setting),
// "Last updated" (the file's last commit, or the frontmatter's last_update) and "Edit this page".
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

test.describe("the release the docs describe", () => {
  for (const width of [1280, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test("a doc page names it, and it is the newest release note", async ({ page, siteURL }) => {
        await openHydrated(page, `${siteURL}/docs/config/config_reference/`)
        const badge = page.locator(moduleClass("doc-release"))
        // One version label: the release line the pages name ("Tachyon 4.2"), not the patch.
        await expect(badge).toHaveText(`Docs for Tachyon ${releaseLine(siteSettings.release.version)}`)
        await expect(badge).toBeVisible()
        await badge.getByRole("link").click()
        await page.waitForURL(/\/news\/#release-/)
        const newest = page.getByRole("article").first()
        await expect(newest).toHaveAttribute("aria-labelledby", new URL(page.url()).hash.slice(1))
        await expect(newest.locator("h2")).toContainText(siteSettings.release.version)
      })
    })
  }
})

test.describe("last updated and edit this page", () => {
  test("shows the date of the file's last commit and links to the file in the repository", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/algos/vwap/`)
    const expected = lastCommitDay("content/docs/algos/vwap.mdx")
    const updated = page.locator(moduleClass("doc-last-updated"))
    await expect(updated).toHaveText(`Last updated on ${expected.text}`)
    await expect(updated.locator("time")).toHaveAttribute("datetime", expected.iso)
    await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute(
      "href",
      `${siteSettings.editUrl}content/docs/algos/vwap.mdx`,
    )
    // the date is part of the page's data (Doc.lastUpdated in GraphQL), not computed in the browser
    const data = await (await fetch(`${siteURL}/page-data/docs/algos/vwap/page-data.json`)).text()
    expect(data).toContain(`"lastUpdatedIso":"${expected.iso}"`)
  })

  test.describe("at 400 px", () => {
    test.use(windowOf(400))
    test("takes last_update from the frontmatter over git", async ({ page, fixtureURL }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/second/`)
      await expect(page.locator(moduleClass("doc-last-updated"))).toHaveText(
        "Last updated on 1 May 2024 by Fixture Team",
      )
      await expect(page.locator(`${moduleClass("doc-last-updated")} time`)).toHaveAttribute("datetime", "2024-05-01")
    })
  })

  test("shows neither on a generated section index, which has no file", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/reference/`)
    await expect(page.locator(moduleClass("doc-last-updated"))).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Edit this page" })).toHaveCount(0)
  })
})
