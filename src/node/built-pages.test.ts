import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { CHILD_FROM_BYTES, passesInChildren, runBuiltPagesPass, searchIndexBeside } from "./built-pages"

/** A built site of two pages, one of which links to a page that is not there. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tachyon-built-pages-"))
  const page = (route: string, body: string) => {
    mkdirSync(path.join(dir, route), { recursive: true })
    writeFileSync(path.join(dir, route, "index.html"), `<!doctype html><html><body>${body}</body></html>`)
  }
  page("docs/a", '<h2 id="top">A</h2><a href="/docs/b/#part">B</a>')
  page("docs/b", '<h2 id="part">B</h2><a href="/docs/missing/">gone</a>')
  return dir
}

describe("the passes over the built pages", () => {
  const switchBefore = process.env.TACHYON_BUILT_PAGES_CHILD
  afterEach(() => {
    if (switchBefore === undefined) delete process.env.TACHYON_BUILT_PAGES_CHILD
    else process.env.TACHYON_BUILT_PAGES_CHILD = switchBefore
  })

  it("finds the same links and writes the same serving rules in its own process as on Gatsby's thread", async () => {
    const results = []
    for (const where of ["on", "off"]) {
      const publicDir = builtSite()
      try {
        process.env.TACHYON_BUILT_PAGES_CHILD = where
        const result = await runBuiltPagesPass("src/node/site-check-child.ts", { publicDir, extra: [] })
        results.push({ result, headers: readFileSync(path.join(publicDir, "_headers"), "utf8") })
      } finally {
        rmSync(publicDir, { recursive: true, force: true })
      }
    }
    const [inChild, onThread] = results
    expect(inChild.result.links.pages).toBe(2)
    expect(inChild.result.links.broken.map((b) => b.target)).toEqual(["/docs/missing/"])
    expect(inChild.result.serving.pages).toBe(2)
    expect(inChild).toEqual(onThread)
  }, 60_000)

  it("go to children only when the main process is big, unless asked", () => {
    expect(passesInChildren({}, CHILD_FROM_BYTES - 1)).toBe(false)
    expect(passesInChildren({}, CHILD_FROM_BYTES)).toBe(true)
    expect(passesInChildren({ TACHYON_BUILT_PAGES_CHILD: "on" }, 0)).toBe(true)
    expect(passesInChildren({ TACHYON_BUILT_PAGES_CHILD: "off" }, CHILD_FROM_BYTES)).toBe(false)
    expect(() => passesInChildren({ TACHYON_BUILT_PAGES_CHILD: "yes" }, 0)).toThrow(/expected "on", "off"/)
  })
})

describe("searchIndexBeside", () => {
  it("makes the search index beside the checks unless switched off, and refuses a value it does not know", () => {
    expect(searchIndexBeside({})).toBe(true)
    expect(searchIndexBeside({ TACHYON_SEARCH_BESIDE: "on" })).toBe(true)
    expect(searchIndexBeside({ TACHYON_SEARCH_BESIDE: "off" })).toBe(false)
    expect(() => searchIndexBeside({ TACHYON_SEARCH_BESIDE: "yes" })).toThrow(/expected "on"/)
  })
})
