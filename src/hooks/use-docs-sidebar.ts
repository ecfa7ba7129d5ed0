import { graphql, useStaticQuery } from "gatsby"
import type { SidebarItem } from "../lib/docs/sidebar"

/**
 * The docsSidebar tree, from one static query shared by every page (fetched once, cached).
 * Five levels of items cover the deepest folder (docs/api/java/algorithm_dev_guide/...).
 */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    fragment SidebarEntry on SidebarItem {
      type
      label
      path
      docId
    }
    query DocsSidebar {
      docsVersion(name: { eq: "current" }) {
        sidebars {
          name
          items {
            ...SidebarEntry
            items {
              ...SidebarEntry
              items {
                ...SidebarEntry
                items {
                  ...SidebarEntry
                  items {
                    ...SidebarEntry
                  }
                }
              }
            }
          }
        }
      }
    }
  `)
  const items = (data.docsVersion?.sidebars[0]?.items ?? []) as unknown as PartialItem[]
  return items.map(complete)
}

type PartialItem = Omit<SidebarItem, "items" | "description"> & { items?: PartialItem[] }

const complete = (item: PartialItem): SidebarItem => ({
  type: item.type,
  label: item.label,
  path: item.path,
  docId: item.docId ?? null,
  description: null,
  items: (item.items ?? []).map(complete),
})
