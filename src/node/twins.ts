import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { BuiltPage } from "../lib/links/check"
import { resolveMarkdownLink } from "../lib/links/resolve"
import { buildSidebar, byFilePath, type SidebarDoc } from "../lib/docs/sidebar"
import { DOCS_BASE } from "../lib/docs/paths"
import {
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  sectionFilePath,
  twinFileText,
  twinPath,
  type LlmsPage,
  type LlmsSection,
} from "../lib/twins/llms"
import { markdownTwin, type Twin } from "../lib/twins/twin"
import { siteSettings } from "../site-settings"
import { deferBuildFailure } from "./build-failures"
import { recordFeature } from "./build-profile"
import { runInChild } from "./child-work"
import { AwaitedLater } from "./awaited-later"
import { currentCodeVersion } from "./code-version"
import { CONTENT_ROOT, displayPath } from "./content-paths"
import { includeDrafts } from "./drafts"
import { loadReferenceData, type ReferenceData } from "./reference-data"
import { loadRestApi, restApiFiles } from "./rest-api"
import { PUBLISHED_API_PATHS } from "../lib/rest/publish"
import { slugOfDocFile } from "./remark-mdx-links"

/**
 * The Markdown twins of the doc pages (src/lib/twins/), /llms.txt and /llms-full.txt: made before
 * the pages are built (onPreBuild; a JSX element without a Markdown form is reported then, naming
 * file and line, and fails the build at its end), written beside the pages by onPostBuild, whose
 * link check covers them. Twins are kept in Gatsby's cache by their inputs, so a warm build makes
 * only the changed ones. `gatsby develop` answers the same addresses from the sources.
 */
export interface TwinDoc extends SidebarDoc {
  draft: boolean
  /** The MDX file, absolute. */
  file: string
}

const CACHE_KEY = "markdown-twins-v1"

export const TWIN_DOCS_QUERY = `
  query MarkdownTwinDocs {
    allDoc {
      nodes {
        id path title description relativePath sidebarLabel sidebarPosition draft
        mdx { internal { contentFilePath } }
      }
    }
  }
`

interface MadeTwins {
  sections: LlmsSection[]
  twins: Map<string, Twin>
  /** The twins made now, not taken from the cache. */
  made: number
}

const twinKey = (doc: TwinDoc, source: string, data: ReferenceData, restHash: string): string =>
  createHash("sha1")
    .update(
      [
        currentCodeVersion(),
        data.hash,
        restHash,
        siteSettings.siteUrl,
        doc.path,
        doc.title,
        doc.description ?? "",
      ].join("\0"),
    )
    .update(source)
    .digest("hex")

/** Every doc's twin, in sidebar order, from `stored` where its inputs are unchanged. */
export function makeTwins(
  allDocs: readonly TwinDoc[],
  stored: Readonly<Record<string, Twin>> = {},
): MadeTwins & { kept: Record<string, Twin> } {
  const docs = allDocs.filter((doc) => includeDrafts() || !doc.draft).sort(byFilePath)
  const data = loadReferenceData()
  const restApi = loadRestApi()
  const twins = new Map<string, Twin>()
  const kept: Record<string, Twin> = {}
  let made = 0
  for (const doc of docs) {
    const source = readFileSync(doc.file, "utf8")
    const key = twinKey(doc, source, data, restApi?.hash ?? "")
    let twin = stored[key]
    if (!twin) {
      made++
      twin = markdownTwin(
        source,
        { title: doc.title, description: doc.description ?? null, route: doc.path },
        {
          siteUrl: siteSettings.siteUrl,
          resolveLink: (href) => resolveMarkdownLink(doc.relativePath, href, slugOfDocFile).href,
          data: { ...data, restApi: restApi?.doc ?? null },
        },
      )
    }
    kept[key] = twin
    twins.set(doc.id, twin)
  }
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const pageOf = (docId: string): LlmsPage | undefined => {
    const doc = byId.get(docId)
    return doc && { docId, title: doc.title, route: doc.path, description: doc.description ?? null }
  }
  return { sections: llmsSections(buildSidebar(docs), pageOf), twins, made, kept }
}

/** `content/docs/x.mdx:12 <Diagram> has no Markdown form ...`, one line per element. */
export function twinProblems(docs: readonly TwinDoc[], twins: ReadonlyMap<string, Twin>): string[] {
  return docs.flatMap((doc) =>
    (twins.get(doc.id)?.problems ?? []).map(
      (p) =>
        `  ${displayPath(doc.file)}:${p.line} <${p.component}> has no Markdown form for the page's Markdown twin ` +
        "(src/lib/twins/twin.ts, COMPONENTS_WITH_MARKDOWN_FORM)",
    ),
  )
}

export interface TwinFiles {
  /** Path under public/ → content. */
  files: Map<string, string>
  /** Each twin as a page of the link check: its route and the site links it holds. */
  pages: BuiltPage[]
}

/**
 * The files of the twins: each page's `index.md` (opening with the line that names its page and
 * llms.txt), the data files of its charts (`/data/benchmarks/x.csv`, copied from content/), llms-full.txt, one file per large section (`/llms/<section>.txt`) and llms.txt. The
 * docs root, a page made from the sidebar with no source of its own, gets llms.txt as its twin: the
 * same list in Markdown, so that a tool asking for `/docs/` as Markdown gets the docs' index.
 */
export function twinFiles({ sections, twins }: Pick<MadeTwins, "sections" | "twins">): TwinFiles {
  const files = new Map<string, string>()
  const pages: BuiltPage[] = []
  const markdownOf = (page: LlmsPage) => twins.get(page.docId)?.markdown ?? ""
  for (const page of sections.flatMap((s) => s.pages)) {
    const twin = twins.get(page.docId)
    if (!twin) continue
    files.set(twinPath(page.route), twinFileText(siteSettings.siteUrl, page.route, twin.markdown))
    pages.push({ route: twinPath(page.route), ids: new Set(), links: twin.links })
    // A missing data file is left unpublished: drawing its chart fails the build naming the line.
    for (const route of twin.chartData) {
      const source = path.join(CONTENT_ROOT, route)
      if (existsSync(source)) files.set(route, readFileSync(source, "utf8"))
    }
  }
  const sectionBytes = new Map<LlmsSection, number>()
  for (const section of sections) {
    const file = sectionFilePath(section)
    if (!file) continue
    const text = llmsFullTxt(siteSettings.siteUrl, [section], markdownOf)
    files.set(file, text)
    sectionBytes.set(section, Buffer.byteLength(text))
  }
  const full = llmsFullTxt(siteSettings.siteUrl, sections, markdownOf)
  files.set("/llms-full.txt", full)
  // Files for tools beside the pages (the REST API document), written and listed with the twins.
  const tools = restApiFiles(siteSettings.siteUrl)
  for (const file of tools) files.set(file.path, file.content)
  const llms = llmsTxt(
    { title: siteSettings.title, summary: LLMS_SUMMARY, url: siteSettings.siteUrl },
    sections,
    { bytes: Buffer.byteLength(full), pages: pages.length },
    (section) => sectionBytes.get(section),
    tools,
  )
  files.set("/llms.txt", llms)
  const docsRoot = twinPath(DOCS_BASE)
  if (!files.has(docsRoot)) files.set(docsRoot, twinFileText(siteSettings.siteUrl, DOCS_BASE, llms))
  return { files, pages }
}

const LLMS_SUMMARY =
  "Tachyon is a low-latency execution, order-management and algorithmic trading platform. Its documentation: " +
  "quick starts, the execution algorithms, the FIX, Java, Python and REST/WebSocket APIs, configuration and " +
  "host tuning, risk management, high availability, the journal, tools and troubleshooting."

/** The twins of this build: made beside the compilations from onPreBuild, awaited by writeTwins. */
const making = new AwaitedLater<MadeTwins>()

/** What the twins' process (twins-child.ts) is given: the docs as Gatsby's nodes have them, and the cached twins. */
export interface TwinsInput {
  docs: TwinDoc[]
  stored: Record<string, Twin>
}

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, reporter, cache }) => {
  const started = performance.now()
  type Row = Omit<TwinDoc, "file"> & { mdx: { internal: { contentFilePath: string } } }
  const result = await graphql<{ allDoc: { nodes: Row[] } }>(TWIN_DOCS_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs for their Markdown twins", result.errors)
    return
  }
  const docs = result.data.allDoc.nodes.map(({ mdx, ...doc }) => ({ ...doc, file: mdx.internal.contentFilePath }))
  const stored = ((await cache.get(CACHE_KEY)) as Record<string, Twin> | undefined) ?? {}
  // Nothing before onPostBuild needs them: they are made in a process of their own, at a lower
  // priority, while the compilations run (1.5-2 s that held the compilations up when made here).
  // TACHYON_TWINS_CHILD=off makes them here, for paired builds.
  const pending =
    process.env.TACHYON_TWINS_CHILD === "off"
      ? Promise.resolve(makeTwins(docs, stored))
      : runInChild<TwinsInput, MadeTwins & { kept: Record<string, Twin> }>(
          "src/node/twins-child.ts",
          { docs, stored },
          { nice: true },
        )
  making.start(
    pending.then(async (twins) => {
      await cache.set(CACHE_KEY, twins.kept)
      const problems = twinProblems(docs, twins.twins)
      if (problems.length) {
        const message = `JSX without a Markdown form (${problems.length}):\n${problems.join("\n")}`
        reporter.error(message)
        deferBuildFailure(message)
      }
      reporter.info(
        `Markdown twins: ${twins.twins.size} pages, ${twins.made} made, the rest from cache, ready ${Math.round(performance.now() - started)} ms after onPreBuild`,
      )
      return twins
    }),
  )
  recordFeature("twins and llms files: started at onPreBuild", started)
}

/** Writes the twins (once they are made) into `publicDir`; their pages, for the link check. */
export async function writeTwins(publicDir: string): Promise<{ pages: BuiltPage[]; bytes: Record<string, number> }> {
  const made = await making.take("twins and llms files: awaited at onPostBuild")
  if (!made) throw new Error("The Markdown twins were not started at onPreBuild (src/node/twins.ts).")
  const { files, pages } = twinFiles(made)
  const bytes: Record<string, number> = {}
  for (const [file, content] of files) {
    const target = path.join(publicDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, content)
    bytes[file] = Buffer.byteLength(content)
  }
  return { pages, bytes }
}

type Response = {
  setHeader: (key: string, value: string) => void
  status: (code: number) => Response
  send: (body: string) => void
}

/**
 * `gatsby develop`: the twins, llms.txt and llms-full.txt from the sources, made again when a
 * doc's source changes (by the same code and cache keys as the build, in memory).
 */
export function serveTwins(
  app: { get: (route: string | RegExp, handler: (req: { path: string }, res: Response) => void) => void },
  docs: () => TwinDoc[],
) {
  let stored: Record<string, Twin> = {}
  const current = () => {
    const twins = makeTwins(docs(), stored)
    stored = twins.kept
    return twinFiles(twins).files
  }
  const answer = (req: { path: string }, res: Response) => {
    const content = current().get(decodeURIComponent(req.path))
    res.setHeader("Cache-Control", "no-store")
    const extension = req.path.slice(req.path.lastIndexOf(".") + 1)
    res.setHeader("Content-Type", `${DEVELOP_TYPES[extension] ?? "text/markdown"}; charset=utf-8`)
    if (content === undefined) res.status(404).send("Not found")
    else res.send(content)
  }
  app.get("/llms.txt", answer)
  app.get("/llms-full.txt", answer)
  app.get(/^\/llms\/[^/]+\.txt$/, answer)
  app.get(/^\/docs\/(?:.*\/)?index\.md$/, answer)
  app.get(/^\/data\/.+\.(?:csv|json)$/, answer)
  for (const file of Object.values(PUBLISHED_API_PATHS)) app.get(file, answer)
}

/** The types `gatsby develop` serves the files for tools with (the build's are the serving rules'). */
const DEVELOP_TYPES: Readonly<Record<string, string>> = {
  txt: "text/plain",
  yaml: "application/yaml",
  json: "application/json",
  csv: "text/csv",
}
