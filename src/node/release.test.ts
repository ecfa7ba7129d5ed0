import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { siteSettings } from "../site-settings"

// The release every docs page names (siteSettings.release) is the one the content describes: the
// newest release note on /news/ and the latest patch in content/PRODUCT.md.
const CONTENT = path.resolve(__dirname, "../../content")

const byVersion = (a: string, b: string) => {
  const [pa, pb] = [a, b].map((v) => v.split(".").map(Number))
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0)
  return 0
}

describe("the release the docs describe", () => {
  it("is the newest release note", () => {
    const notes = readdirSync(path.join(CONTENT, "news"))
      .filter((f) => f.endsWith(".mdx"))
      .map((f) => matter(readFileSync(path.join(CONTENT, "news", f), "utf8")).data as { version: string; date: string })
    expect(notes.length).toBeGreaterThan(0)
    const newestByVersion = notes
      .map((n) => n.version)
      .sort(byVersion)
      .pop()
    const newestByDate = [...notes].sort((a, b) => String(a.date).localeCompare(String(b.date))).pop()?.version
    expect(siteSettings.release.version).toBe(newestByVersion)
    expect(siteSettings.release.version).toBe(newestByDate)
  })
  it("is the latest patch in content/PRODUCT.md", () => {
    const product = readFileSync(path.join(CONTENT, "PRODUCT.md"), "utf8")
    const latest = /(\d+\.\d+\.\d+) is the latest patch/.exec(product)?.[1]
    expect(latest).toBe(siteSettings.release.version)
    const minor = siteSettings.release.version.split(".").slice(0, 2).join(".")
    expect(product).toContain(`Current release: **${siteSettings.release.product} ${minor}**`)
  })
})
