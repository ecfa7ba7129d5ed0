import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { buildSidebar, compactSidebar, parseSidebar } from "../../lib/docs/sidebar"
import { DocsSidebar } from "./DocsSidebar"
import * as styles from "./Sidebar.module.css"

jest.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) =>
    jest.requireActual("react").createElement("a", { href: to, ...rest }, children),
}))

describe("DocsSidebar at depth 6", () => {
  const levels = ["a", "b", "c", "d", "e", "f"]
  const docs = levels.map((_, i) => {
    const folder = levels.slice(0, i + 1).join("/")
    return {
      id: `${folder}/page`,
      path: `/docs/${folder}/page/`,
      relativePath: `${folder}/page.mdx`,
      title: `Page ${i + 1}`,
    }
  })
  const items = parseSidebar(JSON.parse(JSON.stringify(compactSidebar(buildSidebar(docs)))))

  it("opens every category down to the current page, six folders deep, and marks it", () => {
    const html = renderToStaticMarkup(
      React.createElement(DocsSidebar, { items, currentPath: "/docs/a/b/c/d/e/f/page/" }),
    )
    // The top level's class is the module's (styled); deeper levels keep a plain `level-N` marker.
    const open = [...html.matchAll(/class="sidebar-item sidebar-category (\S+) is-open"/g)].map((m) => m[1])
    expect(open).toEqual([styles.level1, "level-2", "level-3", "level-4", "level-5", "level-6"])
    expect(html).toMatch(/<a href="\/docs\/a\/b\/c\/d\/e\/f\/page\/"[^>]*aria-current="page"/)
  })

  it("marks itself as in the drawer only when told, for its sheet to style that case", () => {
    const render = (inDrawer?: boolean) =>
      renderToStaticMarkup(React.createElement(DocsSidebar, { items, currentPath: "/docs/a/page/", inDrawer }))
    expect(render(true)).toMatch(/^<nav class="sidebar-nav" aria-label="Docs sidebar" data-in-drawer="true">/)
    expect(render()).not.toContain("data-in-drawer")
    expect(render(false)).not.toContain("data-in-drawer")
  })

  it("renders no entries of a closed category", () => {
    const html = renderToStaticMarkup(React.createElement(DocsSidebar, { items, currentPath: "/docs/a/page/" }))
    expect(html).toContain('href="/docs/a/b/"')
    expect(html).not.toContain('href="/docs/a/b/page/"')
  })
})
