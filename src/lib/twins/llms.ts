import type { SidebarItem } from "../docs/sidebar"
import { twinPath } from "./twin-path"

export { twinPath }

/**
 * The Markdown twins' addresses, and /llms.txt and /llms-full.txt (the llms.txt proposal,
 * llmstxt.org): a title, a `> ` summary, then one section per top-level docs section listing every
 * page as `- [Title](twin URL): description`. The whole docs as one file, and each large section
 * as one file, are named with their size, so a tool can tell before fetching one whether it fits.
 * Each twin opens with a line naming its page and /llms.txt, so a tool that lands on one twin
 * finds the rest.
 */

/** `https://docs.example.com/docs/kb/windows%20service/`: a site path as an address a Markdown link can hold. */
/** A route as a link target in Markdown: encoded (a space would end the link), parentheses too. */
const linkTarget = (route: string) => encodeURI(route).replace(/\(/g, "%28").replace(/\)/g, "%29")

const address = (siteUrl: string, sitePath: string): string => `${siteUrl.replace(/\/+$/, "")}${linkTarget(sitePath)}`

/** The line a twin opens with: the page it is the Markdown of, and the index of every page. */
export const twinHeadLine = (siteUrl: string, route: string): string =>
  `Canonical: ${address(siteUrl, route)} · Every page of these docs: ${address(siteUrl, "/llms.txt")}`

/** The twin as its file is served: the head line, then the Markdown. */
export const twinFileText = (siteUrl: string, route: string, markdown: string): string =>
  `${twinHeadLine(siteUrl, route)}\n\n${markdown}`

/**
 * A section of this many pages or more is also served as one file (all its twins, as llms-full.txt
 * holds them): below that, fetching its pages one by one from llms.txt is as few requests.
 */
export const SECTION_FILE_MIN_PAGES = 4

/** `/llms/api.txt` for the section of `/docs/api/`; null for a section too small, or the top-level pages. */
export function sectionFilePath(section: LlmsSection): string | null {
  return section.slug && section.pages.length >= SECTION_FILE_MIN_PAGES ? `/llms/${section.slug}.txt` : null
}

export interface LlmsPage {
  docId: string
  title: string
  route: string
  description: string | null
}

export interface LlmsSection {
  title: string
  /** The top-level folder (`api` for `/docs/api/`); null for the top-level pages ("Overview"). */
  slug: string | null
  pages: LlmsPage[]
}

/** `api` from a top-level category's route, `/docs/api/`. */
export const sectionSlug = (route: string): string =>
  route
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .pop() ?? ""

/**
 * The docs in sidebar order, by top-level section: a top-level folder is a section (its own page
 * first, then every page under it, depth first); pages at the top level form an "Overview" first.
 */
export function llmsSections(
  sidebar: readonly SidebarItem[],
  pageOf: (docId: string) => LlmsPage | undefined,
): LlmsSection[] {
  const pagesUnder = (item: SidebarItem): LlmsPage[] => {
    const own = item.docId ? pageOf(item.docId) : undefined
    return [...(own ? [own] : []), ...item.items.flatMap(pagesUnder)]
  }
  const overview = sidebar.filter((item) => item.type === "link").flatMap(pagesUnder)
  const sections = sidebar
    .filter((item) => item.type === "category")
    .map((item) => ({ title: item.label, slug: sectionSlug(item.path) || null, pages: pagesUnder(item) }))
    .filter((section) => section.pages.length > 0)
  return overview.length ? [{ title: "Overview", slug: null, pages: overview }, ...sections] : sections
}

/** A file for tools that llms.txt lists after the pages: the REST API document, say. */
export interface LlmsFile {
  title: string
  /** Its path on the site (`/docs/api/restws/openapi.yaml`). */
  path: string
  description: string
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim()

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

/**
 * `full`: llms-full.txt's size; `sectionBytes`: the size of a section's own file (`sectionFilePath`),
 * undefined where it has none.
 */
export function llmsTxt(
  site: { title: string; summary: string; url: string },
  sections: readonly LlmsSection[],
  full: { bytes: number; pages: number },
  sectionBytes: (section: LlmsSection) => number | undefined = () => undefined,
  files: readonly LlmsFile[] = [],
): string {
  const lines = [
    `# ${site.title}`,
    "",
    `> ${oneLine(site.summary)}`,
    "",
    `Every page below is Markdown (the page's HTML without the site around it). The whole documentation in one file, in this order: [llms-full.txt](${address(site.url, "/llms-full.txt")}) (${full.pages} pages, ${kib(full.bytes)}); a section of ${SECTION_FILE_MIN_PAGES} pages or more also comes in one file, named under its heading.`,
  ]
  for (const section of sections) {
    lines.push("", `## ${section.title}`, "")
    const file = sectionFilePath(section)
    const bytes = sectionBytes(section)
    if (file && bytes !== undefined)
      lines.push(
        `This section in one file: [${file.slice(1)}](${address(site.url, file)}) (${section.pages.length} pages, ${kib(bytes)}).`,
        "",
      )
    for (const page of section.pages)
      lines.push(
        `- [${page.title}](${address(site.url, twinPath(page.route))})${page.description ? `: ${oneLine(page.description)}` : ""}`,
      )
  }
  if (files.length) {
    lines.push("", "## Files", "")
    for (const file of files)
      lines.push(`- [${file.title}](${address(site.url, file.path)}): ${oneLine(file.description)}`)
  }
  return `${lines.join("\n")}\n`
}

/** Every twin in the order of `sections`, each after a line naming its page's address. */
export function llmsFullTxt(
  siteUrl: string,
  sections: readonly LlmsSection[],
  twinOf: (page: LlmsPage) => string,
): string {
  return sections
    .flatMap((section) => section.pages)
    .map((page) => `<!-- ${address(siteUrl, page.route)} -->\n\n${twinOf(page).trim()}\n`)
    .join("\n")
}
