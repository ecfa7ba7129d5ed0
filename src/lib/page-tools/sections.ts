import type { SidebarItem } from "../docs/sidebar"
import { llmsSections, sectionFilePath, sectionSlug, type LlmsPage } from "../twins/llms"
import type { ToolSection } from "./data"

/** The sections of the sidebar, each with its pages (by their sidebar labels) in reading order. */
export function toolSections(sidebar: readonly SidebarItem[]): ToolSection[] {
  const pages = new Map<string, LlmsPage>()
  const collect = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.docId)
        pages.set(item.docId, { docId: item.docId, title: item.label, route: item.path, description: null })
      collect(item.items)
    }
  }
  collect(sidebar)
  return llmsSections(sidebar, (id) => pages.get(id)).map((section) => {
    const category = sidebar.find((item) => item.type === "category" && sectionSlug(item.path) === section.slug)
    return {
      title: section.title,
      path: category ? category.path : null,
      allPagesMarkdownPath: sectionFilePath(section),
      pages: section.pages.map((page) => ({ title: page.title, path: page.route })),
    }
  })
}
