import { parse, type ObjectTypeDefinitionNode } from "graphql"
import { claimDocId, docNodeFields, type DocFile } from "./doc-nodes"
import { typeDefs } from "./schema"

const file = (relativePath: string, frontmatter: Partial<DocFile["frontmatter"]> = {}): DocFile => ({
  relativePath,
  frontmatter: { title: "Iceberg orders", keywords: [], draft: false, ...frontmatter },
  sourceFile: `content/docs/${relativePath}`,
  repositoryPath: `content/docs/${relativePath}`,
  updated: { date: "2025-03-01T00:00:00.000Z", author: null },
  headings: [{ depth: 2, value: "Parameters", id: "parameters" }],
  references: [],
  mdxId: "mdx-1",
})

describe("docNodeFields", () => {
  it("takes the route and id from the file, the rest from the frontmatter", () => {
    expect(docNodeFields(file("algos/iceberg.mdx", { description: "Slices.", sidebar_position: 2 }))).toEqual({
      docId: "algos/iceberg",
      path: "/docs/algos/iceberg/",
      sidebar: "docsSidebar",
      title: "Iceberg orders",
      description: "Slices.",
      keywords: [],
      sidebarLabel: null,
      sidebarPosition: 2,
      draft: false,
      relativePath: "algos/iceberg.mdx",
      sourceFile: "content/docs/algos/iceberg.mdx",
      repositoryPath: "content/docs/algos/iceberg.mdx",
      lastUpdated: "2025-03-01T00:00:00.000Z",
      lastUpdatedBy: null,
      isSectionIndex: false,
      headings: [{ depth: 2, value: "Parameters", id: "parameters" }],
      references: [],
      mdxId: "mdx-1",
    })
  })

  it("follows the id and slug overrides, and knows a folder's overview", () => {
    const fields = docNodeFields(file("kb/_index.mdx", { id: "kb_home", slug: "/docs/knowledge" }))
    expect([fields.docId, fields.path, fields.isSectionIndex]).toEqual(["kb_home", "/docs/knowledge/", true])
    expect(docNodeFields(file("kb/_index.mdx")).path).toBe("/docs/kb/")
  })

  it("gives only fields the Doc type declares (Doc does not infer: another field would be lost)", () => {
    const docType = parse(typeDefs).definitions.find(
      (d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition" && d.name.value === "Doc",
    )!
    const declared = new Set(docType.fields!.map((f) => f.name.value))
    // mdxId is the key of the `mdx` link (@link(from: "mdxId")), not a field of its own
    const made = Object.keys(docNodeFields(file("a.mdx"))).filter((key) => key !== "mdxId")
    expect(made.filter((key) => !declared.has(key))).toEqual([])
    // and every declared field is made, but the link and the reference data's resolver
    expect([...declared].filter((key) => !made.includes(key))).toEqual(["mdx", "reference"])
  })
})

describe("claimDocId", () => {
  it("gives an id to the first file, again to the same file, and names both files of a clash", () => {
    const owners = new Map<string, string>()
    expect(claimDocId(owners, "algos/iceberg", "content/docs/algos/iceberg.mdx")).toBeNull()
    expect(claimDocId(owners, "algos/iceberg", "content/docs/algos/iceberg.mdx")).toBeNull()
    expect(claimDocId(owners, "algos/iceberg", "content/docs/kb/iceberg.mdx")).toBe(
      'Duplicate doc id "algos/iceberg": content/docs/algos/iceberg.mdx and content/docs/kb/iceberg.mdx. ' +
        'Give one of them another "id" in its frontmatter.',
    )
    expect(owners.get("algos/iceberg")).toBe("content/docs/algos/iceberg.mdx")
  })
})
