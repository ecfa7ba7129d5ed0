import { FrontmatterError, frontmatterLine, validateFrontmatter } from "./frontmatter"

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
      return (e as FrontmatterError).problems.map((p) => p.message)
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
    // Each message says what the author wrote.
    expect(problemsOf({ title: "T", last_update: "2024-05-01" })).toEqual([`${shape} (got "2024-05-01")`])
    expect(problemsOf({ title: "T", last_update: {} })).toEqual([`${shape} (got {})`])
    expect(problemsOf({ title: "T", last_update: { date: "2024-05-01", by: "x" } })).toEqual([
      `${shape} (got {"date":"2024-05-01","by":"x"})`,
    ])
    expect(problemsOf({ title: "T", last_update: { date: "2023-02-29" } })).toEqual([
      `"last_update.date" must be a date written YYYY-MM-DD (got "2023-02-29")`,
    ])
    expect(problemsOf({ title: "T", last_update: { date: "May 1st" } })).toHaveLength(1)
    expect(problemsOf({ title: "T", last_update: { author: "" } })).toEqual([
      `"last_update.author" must be a non-empty string (got "")`,
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
        `unknown key "sidebar_postion" (the keys are title, description, keywords, sidebar_label, sidebar_position, id, slug, draft, last_update)`,
        `"sidebar_position" must be a number (got "3")`,
        `"keywords" must be a list of words (got "a, b")`,
        `"draft" must be true or false (got "yes")`,
        `"slug" must start with /docs/ (got "/blog/x")`,
      ]),
    )
  })
  it("rejects a keyword that is not a word, naming it", () => {
    expect(problemsOf({ title: "T", keywords: ["fix", "", null] })).toEqual([
      `"keywords" must be a list of words (got "")`,
      `"keywords" must be a list of words (got null)`,
    ])
  })
  it("takes an empty optional key as absent, but not an empty title or draft", () => {
    expect(validateFrontmatter({ title: "T", description: null, keywords: null, sidebar_position: null })).toEqual({
      title: "T",
      keywords: [],
      draft: false,
    })
    expect(problemsOf({ title: null, draft: null })).toEqual([
      `"title" is required and must be a non-empty string (got null)`,
      `"draft" must be true or false (got null)`,
    ])
  })
})

describe("the lines of frontmatter problems", () => {
  const source = [
    "---",
    "title: Iceberg",
    "sidebar_position: three",
    "keywords:",
    "  - iceberg",
    "  - ''",
    "last_update:",
    "  date: 2023-02-29",
    "sidebar_postion: 2",
    "---",
    "",
    "## Parameters",
  ].join("\n")
  const raw = {
    title: "Iceberg",
    sidebar_position: "three",
    keywords: ["iceberg", ""],
    last_update: { date: "2023-02-29" },
    sidebar_postion: 2,
  }

  it("names the file and the line of each offending key, in line order", () => {
    let error: FrontmatterError | undefined
    try {
      validateFrontmatter(raw, "content/docs/algos/iceberg.mdx", () => source)
    } catch (e) {
      error = e as FrontmatterError
    }
    expect(error).toBeInstanceOf(FrontmatterError)
    expect(error!.problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      "content/docs/algos/iceberg.mdx:3",
      "content/docs/algos/iceberg.mdx:6",
      "content/docs/algos/iceberg.mdx:8",
      "content/docs/algos/iceberg.mdx:9",
    ])
    expect(error!.message).toBe(
      [
        "Invalid frontmatter:",
        `  content/docs/algos/iceberg.mdx:3: "sidebar_position" must be a number (got "three")`,
        `  content/docs/algos/iceberg.mdx:6: "keywords" must be a list of words (got "")`,
        `  content/docs/algos/iceberg.mdx:8: "last_update.date" must be a date written YYYY-MM-DD (got "2023-02-29")`,
        `  content/docs/algos/iceberg.mdx:9: unknown key "sidebar_postion" (the keys are title, description, keywords, sidebar_label, sidebar_position, id, slug, draft, last_update)`,
      ].join("\n"),
    )
  })

  it("points a missing key, or a file without frontmatter, at line 1", () => {
    expect(frontmatterLine(source)(["description"])).toBe(1)
    expect(frontmatterLine("## No frontmatter")(["title"])).toBe(1)
    expect(frontmatterLine(source)(["last_update", "author"])).toBe(7)
  })
})
