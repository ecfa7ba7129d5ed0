import { createHash } from "node:crypto"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { ARTIFACTS } from "./builds"
import { scanPageScripts } from "../../src/lib/serving/inline-scripts"

// The serving rules (src/node/serving.ts) as the builds of npm test wrote them, checked against the
// pages themselves, independently of the code that wrote them: every inline script of every HTML
// page, hashed here, is in the one policy, and nginx's and the static hosts' policies are that same
// one. (The browser tests load every page under it through nginx: tests/browser/serving.spec.ts.)

const SITES = { "the real site": path.resolve("public"), "the fixture site": path.join(ARTIFACTS, "fixture-public") }

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("_gatsby"))
}

describe.each(Object.entries(SITES))("%s", (_name, dir) => {
  const headers = () => readFileSync(path.join(dir, "_headers"), "utf8")
  const policyOf = (text: string) => text.match(/Content-Security-Policy:? "?(default-src[^"\n]+)/)?.[1] ?? ""
  const scriptSources = (policy: string) => policy.match(/script-src ([^;]+)/)?.[1].split(" ") ?? []

  it("has one policy, the same for nginx and the static hosts, with no unsafe script sources", () => {
    const nginx = policyOf(readFileSync(path.join(dir, "_nginx", "server.conf"), "utf8"))
    expect(nginx).not.toBe("")
    expect(policyOf(headers())).toBe(nginx)
    expect(scriptSources(nginx)).not.toContain("'unsafe-inline'")
    expect(scriptSources(nginx)).not.toContain("'unsafe-eval'")
  })

  it("allows every inline script of every page by its hash, and no hash no page uses", () => {
    const allowed = new Set(scriptSources(policyOf(headers())).filter((source) => source.startsWith("'sha256-")))
    const used = new Set<string>()
    const missing: string[] = []
    const pages = htmlPages(dir)
    expect(pages.length).toBeGreaterThan(10)
    for (const file of pages) {
      const { scripts, forbidden } = scanPageScripts(readFileSync(path.join(dir, file), "utf8"))
      expect({ file, forbidden }).toEqual({ file, forbidden: [] })
      for (const { text, line } of scripts) {
        used.add(sha256(text))
        if (!allowed.has(sha256(text))) missing.push(`${file}:${line} ${text.slice(0, 60)}`)
      }
    }
    expect(missing).toEqual([])
    expect([...allowed].filter((hash) => !used.has(hash))).toEqual([])
  })
})
