import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { build } from "./builds"

// The real site's Javadoc (src/node/javadoc.ts), in public/ after `npm test` built the site last:
// a page for every public type of the API source, served under the site's policy (no inline
// script or handler), and linked from the Java pages.
const SOURCE = path.resolve("content/reference/java-api/src/main/java")
const JAVADOC = path.resolve("public/javadoc")

const publicTypes = (): string[] =>
  readdirSync(SOURCE, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".java") && e.name !== "package-info.java")
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => /^public\s/m.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(SOURCE, file).replace(/\.java$/, ""))

describe("the Javadoc", () => {
  beforeAll(() => {
    expect(build("site").status).toBe(0)
  })

  it("has a page for every public type of the API source", () => {
    const types = publicTypes()
    expect(types.length).toBeGreaterThan(80)
    expect(types.filter((type) => !existsSync(path.join(JAVADOC, `${type}.html`)))).toEqual([])
  })

  it("has no inline script or event handler, which the site's policy would block", () => {
    const pages = readdirSync(JAVADOC, { recursive: true }).filter((f) => String(f).endsWith(".html"))
    const inline = pages.filter((page) =>
      /\son[a-z]+="|<script(?![^>]*\ssrc=)[^>]*>/.test(readFileSync(path.join(JAVADOC, String(page)), "utf8")),
    )
    expect(inline).toEqual([])
  })

  it("is linked from the Java API page", () => {
    const html = readFileSync(path.resolve("public/docs/api/java/index.html"), "utf8")
    expect(html).toContain('href="/javadoc/index.html"')
  })
})
