import type { SidebarItem } from "../docs/sidebar"

/**
 * The Markdown twins' addresses, and /llms.txt and /llms-full.txt (the llms.txt proposal,
 * llmstxt.org): a title, a `> ` summary, then one section per top-level docs section listing every
 * page as `- [Title](twin URL): description`. The whole docs as one file is named with its size, so
 * a tool can tell before fetching it whether it fits.
 */

/** A page's twin sits beside its HTML: `/docs/algos/twap/` → `/docs/algos/twap/index.md`. */
export const twinPath = (route: string): string => `${route.endsWith("/") ? route : `${route}/`}index.md`

export interface LlmsPage {
  docId: string
  title: string
  route: string
  description: string | null
}

export interface LlmsSection {
  title: string
  pages: LlmsPage[]
}

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
    .map((item) => ({ title: item.label, pages: pagesUnder(item) }))
    .filter((section) => section.pages.length > 0)
  return overview.length ? [{ title: "Overview", pages: overview }, ...sections] : sections
}

/** A route as a link target in Markdown: encoded (a space would end the link), parentheses too. */
const linkTarget = (route: string) => encodeURI(route).replace(/\(/g, "%28").replace(/\)/g, "%29")

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim()

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

export function llmsTxt(
  site: { title: string; summary: string; url: string },
  sections: readonly LlmsSection[],
  full: { bytes: number; pages: number },
): string {
  const origin = site.url.replace(/\/+$/, "")
  const lines = [
    `# ${site.title}`,
    "",
    `> ${oneLine(site.summary)}`,
    "",
    `Every page below is Markdown (the page's HTML without the site around it). The whole documentation in one file, in this order: [llms-full.txt](${origin}/llms-full.txt) (${full.pages} pages, ${kib(full.bytes)}).`,
  ]
  for (const section of sections) {
    lines.push("", `## ${section.title}`, "")
    for (const page of section.pages)
      lines.push(
        `- [${page.title}](${origin}${linkTarget(twinPath(page.route))})${page.description ? `: ${oneLine(page.description)}` : ""}`,
      )
  }
  return `${lines.join("\n")}\n`
}

/** Every twin in the order of `sections`, each after a line naming its page's address. */
export function llmsFullTxt(
  siteUrl: string,
  sections: readonly LlmsSection[],
  twinOf: (page: LlmsPage) => string,
): string {
  const origin = siteUrl.replace(/\/+$/, "")
  return sections
    .flatMap((section) => section.pages)
    .map((page) => `<!-- ${origin}${page.route} -->\n\n${twinOf(page).trim()}\n`)
    .join("\n")
}
