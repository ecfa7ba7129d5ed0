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
  it("accepts last_update with a date, an author or both", () => {
    expect(
      validateFrontmatter({ title: "T", last_update: { date: new Date("2024-05-01"), author: " Docs team " } }),
    ).toMatchObject({ last_update: { date: "2024-05-01", author: "Docs team" } })
    expect(validateFrontmatter({ title: "T", last_update: { date: "2024-02-29" } }).last_update).toEqual({
      date: "2024-02-29",
    })
    expect(validateFrontmatter({ title: "T", last_update: { author: "Ops" } }).last_update).toEqual({ author: "Ops" })
    expect(validateFrontmatter({ title: "T" })).not.toHaveProperty("last_update")
  })
  it("rejects a last_update that is not a day and a name", () => {
    const shape = `"last_update" must be { date: YYYY-MM-DD, author: name } with one or both`
    expect(problemsOf({ title: "T", last_update: "2024-05-01" })).toEqual([shape])
    expect(problemsOf({ title: "T", last_update: {} })).toEqual([shape])
    expect(problemsOf({ title: "T", last_update: { date: "2024-05-01", by: "x" } })).toEqual([shape])
    expect(problemsOf({ title: "T", last_update: { date: "2023-02-29" } })).toEqual([
      `"last_update.date" must be a date written YYYY-MM-DD (got "2023-02-29")`,
    ])
    expect(problemsOf({ title: "T", last_update: { date: "May 1st" } })).toHaveLength(1)
    expect(problemsOf({ title: "T", last_update: { author: "" } })).toEqual([
      `"last_update.author" must be a non-empty string`,
    ])
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
