import { mdxComponents } from "./mdx-components"
import { COMPONENTS_WITH_MARKDOWN_FORM } from "../lib/twins/twin"
import { isReferenceComponent } from "../lib/reference/select"
import { isRestComponent } from "../lib/rest/tables"

describe("the components MDX content may use without an import", () => {
  it("each have a Markdown form in the pages' Markdown twins (src/lib/twins/twin.ts)", () => {
    // Lower-case keys restyle Markdown's own elements (a, code, table...), which stay Markdown.
    const components = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name))
    expect([...COMPONENTS_WITH_MARKDOWN_FORM].sort()).toEqual(components.sort())
    for (const name of components.filter((c) => !["Admonition", "Tabs", "TabItem"].includes(c)))
      expect(isReferenceComponent(name) || isRestComponent(name)).toBe(true)
  })
})
