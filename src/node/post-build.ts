import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formatBrokenLinks } from "../lib/links/check"
import { checkBuiltSite } from "./link-check"

/** After the build: every internal link and anchor of the output must resolve (spec §5). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public")
  const activity = reporter.activityTimer("Checking links and anchors")
  activity.start()
  const { pages, links, broken } = checkBuiltSite(publicDir)
  activity.end()
  if (broken.length) {
    reporter.panicOnBuild(`Broken links in the built site (${broken.length}), page → target:\n${formatBrokenLinks(broken)}`)
    return
  }
  reporter.info(`Links: ${links} links on ${pages} pages, none broken`)
}
