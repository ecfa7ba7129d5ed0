import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { parse, type ObjectTypeDefinitionNode } from "graphql"
import { DOCS_DIR } from "./content-paths"
import { draftIds, typeDefs, versionDocs, versionSidebars, type DocSource } from "./schema"

const doc = (relativePath: string, path: string, draft = false): DocSource => ({
  id: relativePath,
  docId: relativePath.replace(/\.mdx$/, ""),
  relativePath,
  path,
  title: relativePath,
  draft,
})
const docs = () => [
  doc("algos/twap.mdx", "/docs/algos/twap/"),
  doc("algos/wip.mdx", "/docs/algos/wip/", true),
  doc("algos/_index.mdx", "/docs/algos/"),
  doc("zeta.mdx", "/docs/a-slug/"),
]

describe("the DocsVersion resolvers", () => {
  it("list the published docs by route, the drafts too where drafts are built", () => {
    expect(versionDocs(docs(), false).map((d) => d.path)).toEqual([
      "/docs/a-slug/",
      "/docs/algos/",
      "/docs/algos/twap/",
    ])
    expect(versionDocs(docs(), true).map((d) => d.path)).toEqual([
      "/docs/a-slug/",
      "/docs/algos/",
      "/docs/algos/twap/",
      "/docs/algos/wip/",
    ])
  })

  it("name the drafts, built or not", () => {
    expect(draftIds(docs())).toEqual(["algos/wip"])
    expect(draftIds([])).toEqual([])
  })

  it("give one sidebar, typed and compact, without the drafts of a production build", () => {
    const [sidebar, ...others] = versionSidebars(docs(), false)
    expect(others).toEqual([])
    expect(sidebar.name).toBe("docsSidebar")
    const algos = sidebar.items.find((i) => i.path === "/docs/algos/")
    expect(algos?.items.map((i) => i.path)).toEqual(["/docs/algos/twap/"])
    expect(JSON.stringify(sidebar.tree)).toContain("/docs/algos/twap/")
    expect(JSON.stringify(sidebar.tree)).not.toContain("wip")
    expect(JSON.stringify(versionSidebars(docs(), true)[0].tree)).toContain("/docs/algos/wip/")
  })
})

describe("the type definitions", () => {
  const types = new Map(
    parse(typeDefs)
      .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition")
      .map((d) => [d.name.value, d]),
  )
  const fieldsOf = (type: string) => types.get(type)?.fields?.map((f) => f.name.value) ?? []

  it("parse, with the types the site queries", () => {
    expect([...types.keys()]).toEqual(
      expect.arrayContaining(["Doc", "DocHeading", "SidebarItem", "DocsSidebar", "MdxFrontmatter", "Mdx"]),
    )
  })

  it("declare Doc explicitly (no inference) and link its MDX node", () => {
    const docType = types.get("Doc")!
    expect(docType.directives?.map((d) => d.name.value)).toContain("dontInfer")
    const mdx = docType.fields?.find((f) => f.name.value === "mdx")
    expect(mdx?.directives?.map((d) => d.name.value)).toEqual(["link"])
  })

  it("declare every frontmatter key the docs write (MdxFrontmatter does not infer: another key would be lost)", () => {
    const files = readdirSync(DOCS_DIR, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mdx"))
    const written = new Set(
      files.flatMap((f) => Object.keys(matter(readFileSync(path.join(DOCS_DIR, f), "utf8")).data)),
    )
    expect(written.size).toBeGreaterThan(3)
    const declared = fieldsOf("MdxFrontmatter")
    expect([...written].filter((key) => !declared.includes(key))).toEqual([])
  })
})
