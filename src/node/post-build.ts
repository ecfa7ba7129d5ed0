import { existsSync } from "node:fs"
import path from "node:path"
import { CHUNK_MAP } from "../gatsby/internals"
import type { GatsbyNode } from "gatsby"
import { formatBrokenLinks, type BrokenLink } from "../lib/links/check"
import type { SearchIndexDoc } from "./search-index"
import { includeDrafts } from "./drafts"
import { takeBuildFailures } from "./build-failures"
import { buildProfileRequested, takeBuildProfile, timeFeature } from "./build-profile"
import { drawingReport } from "./diagrams"
import { awaitDiagramsAhead } from "./diagrams-ahead"
import { copySitemapIndexToConventionalAddress } from "./sitemap"
import { writeTwins } from "./twins"
import { writePageToolsData } from "./page-tools-data"
import { publishJavadoc } from "./javadoc"
import { placeNotFoundData } from "../gatsby/not-found-data"
import { writeFixDictionaries } from "./fix-dictionaries"
import { awaitContentCheck } from "./content-check"
import { passesInChildren, runBuiltPagesPass, searchIndexBeside } from "./built-pages"

const kib = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`

/** How many inline-code findings the build's message lists before "… and N more". */
const SHOWN_INLINE_CODE = 20

/**
 * What fails the build at its end, one paragraph each: the findings kept for it (the content
 * check's, build-failures.ts), inline code the Content-Security-Policy cannot allow (the first 20),
 * and the broken links of the built site. Empty: the build passes.
 */
export function postBuildFailures(
  earlier: Iterable<string>,
  inlineCode: readonly string[],
  broken: readonly BrokenLink[],
): string[] {
  const failures = [...earlier]
  if (inlineCode.length)
    failures.push(
      `Inline code the Content-Security-Policy cannot allow (${inlineCode.length}):\n${inlineCode.slice(0, SHOWN_INLINE_CODE).join("\n")}${inlineCode.length > SHOWN_INLINE_CODE ? `\n… and ${inlineCode.length - SHOWN_INLINE_CODE} more` : ""}`,
    )
  if (broken.length)
    failures.push(`Broken links in the built site (${broken.length}), page → target:\n${formatBrokenLinks(broken)}`)
  return failures
}

/** The Doc fields the search index takes from the nodes (the text comes from the built pages). */
const SEARCH_DOCS_QUERY = `
  query SearchIndexDocs {
    allDoc(sort: [{ path: ASC }, { sourceFile: ASC }]) {
      nodes {
        id
        path
        relativePath
        sourceFile
        title
        description
        keywords
        sidebarLabel
        sidebarPosition
        draft
        references {
          component
          props
        }
      }
    }
  }
`

/**
 * After the build: the search index, from the Doc nodes (titles, descriptions, keywords,
 * breadcrumbs) and the pages as built (text, and the anchors they really render); then every
 * internal link and anchor of the output must resolve (docs/contract.md, "Checks").
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql, cache, getNodesByType }) => {
  const publicDir = path.resolve("public")
  // The browser glue fetches it to prefetch linked pages' code (src/gatsby/browser/chunk-mapping.ts).
  if (!existsSync(path.resolve(CHUNK_MAP)))
    reporter.panicOnBuild(`${CHUNK_MAP} is missing: Gatsby no longer writes it (src/gatsby/internals.ts).`)
  copySitemapIndexToConventionalAddress(publicDir)
  try {
    placeNotFoundData(publicDir)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const result = await graphql<{ allDoc: { nodes: SearchIndexDoc[] } }>(SEARCH_DOCS_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs for the search index", result.errors)
    return
  }
  const docs = result.data.allDoc.nodes.filter((doc) => includeDrafts() || !doc.draft)
  // The passes over every page's HTML, in processes of their own when the build is big
  // (built-pages.ts). The search index's, in a child of its own in any case (searchIndexBeside),
  // starts first, beside the twins, the Javadoc and the FIX dictionaries, which do not read the
  // pages, and then beside the link check and the serving scan, which do not read what it writes.
  let searchIndexSent = () => {}
  const sent = new Promise<void>((resolve) => (searchIndexSent = resolve))
  const searchIndex = runBuiltPagesPass(
    "src/node/search-index-child.ts",
    { publicDir, docs },
    { inChild: passesInChildren() || searchIndexBeside(), sent: searchIndexSent },
  )
  // Awaited after the link check: until then its failure must not count as unhandled.
  searchIndex.catch(() => undefined)
  // What follows keeps this thread busy; the child is bundled and spawned from it, so first that.
  await Promise.race([sent, searchIndex.catch(() => undefined)])
  const twins = await timeFeature("twins and llms files: written", () => writeTwins(publicDir))
  reporter.info(
    `Markdown twins: ${twins.pages.length} pages; llms.txt ${kib(twins.bytes["/llms.txt"])}, llms-full.txt ${kib(twins.bytes["/llms-full.txt"])}, the largest twin ${kib(Math.max(...twins.pages.map((p) => twins.bytes[p.route])))}`,
  )
  // Before the link check and the serving rules, which read its pages as the site's.
  const javadoc = await publishJavadoc(publicDir)
  if (javadoc)
    reporter.info(
      `Javadoc: /javadoc/, ${kib(javadoc.bytes)}, ${javadoc.cached ? "from cache" : "made"} in ${javadoc.ms.toFixed(0)} ms`,
    )
  else reporter.warn("Javadoc: no javadoc (a JDK) installed, so /javadoc/ was not made")
  // Before the link check: the FIX pages link to them.
  const dictionaries = await timeFeature("FIX dictionaries", () => writeFixDictionaries(publicDir, cache))
  reporter.info(
    `FIX dictionaries (QuickFIX XML): ${dictionaries.files.map((f) => `${f.route} ${kib(f.bytes)}`).join(", ")}${dictionaries.fromCache ? ", from the cache" : ""} (${dictionaries.ms.toFixed(0)} ms)`,
  )
  const activity = reporter.activityTimer("Checking links and anchors, and the pages' inline scripts")
  activity.start()
  // Last of what writes pages: the serving rules hash the pages' inline scripts as they are finally written.
  const servingStarted = Date.now()
  const { links: linkCheck, serving } = await timeFeature("link check and serving scan: awaited", () =>
    runBuiltPagesPass("src/node/site-check-child.ts", { publicDir, extra: twins.pages }),
  )
  activity.end()
  let index
  try {
    index = await timeFeature("search index: awaited at onPostBuild", () => searchIndex)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  writePageToolsData(publicDir, getNodesByType("Doc"), index.hash)
  reporter.info(
    `Search index: ${index.pages} pages, ${index.shards} shards, entry ${(index.entryBytes / 1024).toFixed(1)} KB (search-index.json?_=${index.hash}); files ${index.files.written} written, ${index.files.unchanged} unchanged, ${index.files.removed} removed`,
  )
  const { pages, links, broken } = linkCheck
  reporter.info(
    `Serving rules: ${serving.pages} pages share one policy of ${serving.scriptHashes} inline-script hashes; _nginx/server.conf ${kib(serving.bytes["/_nginx/server.conf"])}, _headers ${kib(serving.bytes["/_headers"])} (${Date.now() - servingStarted} ms with the link check)`,
  )
  reporter.info(drawingReport(await awaitDiagramsAhead()))
  // Started at bootstrap and run while webpack compiled (content-check.ts): its findings fail the build with the rest.
  await awaitContentCheck()
  const failures = postBuildFailures(takeBuildFailures(), serving.failures, broken)
  if (!broken.length) reporter.info(`Links: ${links} links on ${pages} pages, none broken`)
  const profile = takeBuildProfile()
  if (buildProfileRequested()) reporter.info(profile)
  if (failures.length) reporter.panicOnBuild(failures.join("\n\n"))
}
