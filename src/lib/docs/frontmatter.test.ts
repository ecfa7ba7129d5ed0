import { FrontmatterError, validateFrontmatter } from "./frontmatter"

describe("validateFrontmatter", () => {
  it("accepts the documented keys", () => {
    const fm = validateFrontmatter({
      title: " Iceberg ",
      description: "Hidden size.",
      keywords: ["iceberg", 7001],
      sidebar_label: "Iceberg",
      sidebar_position: 2,
      id: "algos_iceberg",
      slug: "/docs/algos/iceberg-orders",
      draft: false,
    })
    expect(fm).toEqual({
      title: "Iceberg",
      description: "Hidden size.",
      keywords: ["iceberg", "7001"],
      sidebar_label: "Iceberg",
      sidebar_position: 2,
      id: "algos_iceberg",
      slug: "/docs/algos/iceberg-orders",
      draft: false,
    })
  })
  it("defaults keywords and draft", () => {
    expect(validateFrontmatter({ title: "T" })).toMatchObject({ keywords: [], draft: false })
  })
  const problemsOf = (data: unknown): string[] => {
    try {
      validateFrontmatter(data)
      return []
    } catch (e) {
      return (e as FrontmatterError).problems
    }
  }
  it("requires a title", () => {
    expect(problemsOf({})).toContain(`"title" is required and must be a non-empty string`)
    expect(problemsOf(undefined)).toHaveLength(1)
    expect(problemsOf({ title: "  " })).toHaveLength(1)
  })
  it("rejects wrong types, unknown keys and slugs outside /docs/", () => {
    const problems = problemsOf({
      title: "T",
      sidebar_position: "3",
      keywords: "a, b",
      draft: "yes",
      slug: "/blog/x",
      sidebar_postion: 1,
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        `unknown key "sidebar_postion"`,
        `"sidebar_position" must be a number`,
        `"keywords" must be a list of words`,
        `"draft" must be true or false`,
        `"slug" must start with /docs/ (got "/blog/x")`,
      ]),
    )
  })
})
