/**
 * What the page tools read beyond the search code and the twins, written by the build as one
 * file and fetched on the first call that needs it. So the tools' chunk shares no module with a
 * page's first load: reading the sidebar from Gatsby's static query results needed the sidebar's
 * parser, and forming the index's address needed the search hook's code, both of which every
 * page then carried in a form the chunk could reach. The build makes the sections with
 * `toolSections` (sections.ts, a module of its own so that the chunk does not carry llms.ts).
 */
export const PAGE_TOOLS_DATA_PATH = "/page-tools.json"

/** A section of the sidebar as list_sections answers it, with site paths for the tools to make absolute. */
export interface ToolSection {
  title: string
  /** The section's own page; null for the top-level pages ("Overview"). */
  path: string | null
  /** The section as one Markdown file, where it has one. */
  allPagesMarkdownPath: string | null
  pages: { title: string; path: string }[]
}

export interface PageToolsData {
  /** The site's search index: its entry file, and the base its shards are fetched under. */
  searchIndex: { url: string; base: string }
  sections: ToolSection[]
}

const isText = (value: unknown): value is string => typeof value === "string"
const isPath = (value: unknown): value is string | null => value === null || isText(value)

/** The file's JSON, checked for the shape the tools read; anything else says which file it was. */
export function pageToolsData(json: unknown): PageToolsData {
  const data = (json ?? {}) as Partial<PageToolsData>
  const index = data.searchIndex ?? { url: null, base: null }
  const sections: unknown = data.sections
  if (!isText(index.url) || !isText(index.base) || !Array.isArray(sections) || !sections.every(isSection))
    throw new Error(`${PAGE_TOOLS_DATA_PATH} is not the page tools' data: a search index and sections are expected.`)
  return { searchIndex: { url: index.url, base: index.base }, sections }
}

function isSection(value: unknown): value is ToolSection {
  const section = (value ?? {}) as Partial<ToolSection>
  return (
    isText(section.title) &&
    isPath(section.path) &&
    isPath(section.allPagesMarkdownPath) &&
    Array.isArray(section.pages) &&
    section.pages.every((page: unknown) => {
      const { title, path } = (page ?? {}) as Partial<ToolSection["pages"][number]>
      return isText(title) && isText(path)
    })
  )
}
