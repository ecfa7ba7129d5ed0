import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkBuiltSite, routeOfHtmlFile, scanHtml } from "./link-check"

describe("scanHtml", () => {
  it("collects ids, named anchors and hrefs, decoding entities", () => {
    const { ids, links } = scanHtml(`<h2 id="a">A</h2><a name="old"></a><a href="/x/?a=1&amp;b=2">x</a><a>no href</a>`)
    expect([...ids]).toEqual(["a", "old"])
    expect(links).toEqual(["/x/?a=1&b=2"])
  })
})

describe("checkBuiltSite", () => {
  it("checks a built tree, resolving assets and index.html routes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-"))
    mkdirSync(path.join(dir, "docs/a"), { recursive: true })
    writeFileSync(
      path.join(dir, "index.html"),
      `<a href="/docs/a/#h">a</a><a href="/logo.svg">logo</a><a href="/docs/b/">b</a>`,
    )
    writeFileSync(path.join(dir, "docs/a/index.html"), `<h2 id="h">H</h2><a href="/">home</a>`)
    writeFileSync(path.join(dir, "logo.svg"), "<svg/>")
    const result = checkBuiltSite(dir)
    expect(result.pages).toBe(2)
    expect(result.broken).toEqual([{ page: "/", target: "/docs/b/", reason: "no such page" }])
    expect(routeOfHtmlFile(dir, path.join(dir, "404.html"))).toBe("/404.html")
  })
})
