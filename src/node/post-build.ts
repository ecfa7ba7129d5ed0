import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formatBrokenLinks } from "../lib/links/check"
import { checkBuiltSite } from "./link-check"
import { writeSearchIndex } from "./search-index"
import { buildSitemap, isSitemapPage } from "../lib/sitemap"
import { siteSettings } from "../site-settings"
import { takeBuildFailures } from "./build-failures"

/**
 * After the build: the search index, from the pages as built (with the anchors they really
 * render); then every internal link and anchor of the output must resolve (spec §5).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  const sitePages = getNodesByType("SitePage") as unknown as { path: string; context?: { to?: unknown } }[]
  writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    buildSitemap(
      siteSettings.siteUrl,
      sitePages.filter((p) => isSitemapPage(p.path, p.context)).map((p) => p.path),
    ),
  )
  const index = writeSearchIndex(publicDir)
  reporter.info(`Search index: ${index.documents} documents, ${(index.bytes / 1024).toFixed(0)} KB (${index.file})`)
  const activity = reporter.activityTimer("Checking links and anchors")
  activity.start()
  const { pages, links, broken } = checkBuiltSite(publicDir)
  activity.end()
  const failures = takeBuildFailures()
  if (broken.length)
    failures.push(`Broken links in the built site (${broken.length}), page → target:\n${formatBrokenLinks(broken)}`)
  else reporter.info(`Links: ${links} links on ${pages} pages, none broken`)
  if (failures.length) reporter.panicOnBuild(failures.join("\n\n"))
}
