import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { anchorIndex, checkAll, checkFile, docFiles, MIN_WORDS } from "./page-standard"

// One test per page of the docs (TACHYON_CONTENT_DIR: another content tree), named by its file.
describe("the page standard", () => {
  const pages = checkAll()
  it("finds the pages", () => expect(pages.length).toBeGreaterThan(0))
  it.each(pages.map((page) => [page.file, page]))("%s meets the page standard", (_file, page) => {
    expect(page.problems).toEqual([])
  })
})

describe("the standard itself", () => {
  const index = anchorIndex(docFiles())
  const [route, anchors] = [...index].find(([, ids]) => ids.size > 0)!
  const page = (body: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "page-standard-")), "page.mdx")
    writeFileSync(file, body)
    return file
  }

  it("reports what a page lacks, in the author's words", () => {
    const problems = checkFile(
      page(
        [
          "---",
          "title: A page",
          "---",
          "# A title in the body",
          "",
          "TODO write it. See [a section](" + route + "#no-such-heading) and [another](/docs/nowhere/).",
          "",
          "```",
          "code without a language",
          "```",
        ].join("\n"),
      ),
      index,
    )
    expect(problems).toEqual([
      "frontmatter: description (one sentence) is required",
      expect.stringMatching(new RegExp(`^only \\d+ words of prose \\(at least ${MIN_WORDS}\\)$`)),
      "has an h1 (#): the title comes from frontmatter; start at ##",
      "only 0 h2 sections (at least 2)",
      "the code block at line 8 names no language",
      'contains "TODO"',
      `broken anchor ${route}#no-such-heading: ${route} has no heading #no-such-heading`,
      "broken link /docs/nowhere/: no page at /docs/nowhere/",
    ])
  })

  it("accepts a link to a heading the page really renders (the site's slugger)", () => {
    const anchor = [...anchors][0]
    const problems = checkFile(page(`---\ntitle: A page\n---\n\n[one](${route}#${anchor}) [two](${route})\n`), index)
    expect(problems.filter((p) => p.includes("broken"))).toEqual([])
  })
})
