import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { compileGatsbyFilesWithEsbuild } from "./compile-gatsby-files.cjs"

// Gatsby's compile step, patched to this module: what Gatsby's Parcel step gave the site must hold.
describe("compiling the gatsby-* files with esbuild", () => {
  let site: string
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), "tachyon-compile-"))
    mkdirSync(path.join(site, "src"))
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  const write = (file: string, text: string) => writeFileSync(path.join(site, file), text)

  it("bundles gatsby-node and gatsby-config with what they import, node_modules left to require, each module its own __dirname", async () => {
    write(
      "src/where.ts",
      "import path from 'node:path'\nexport type Where = string\nexport const where = (): Where => path.basename(__dirname)\n",
    )
    write(
      "gatsby-node.ts",
      "import { where, type Where } from './src/where'\nexport const dir: Where = where()\nexport const root = __dirname\n",
    )
    write("gatsby-config.ts", "export default { siteMetadata: { title: 'x' } }\n")
    write("gatsby-browser.tsx", "export const never = 1\n")
    const compiled = await compileGatsbyFilesWithEsbuild(site)
    expect(compiled.map((f) => path.relative(site, f)).sort()).toEqual([
      ".cache/compiled/gatsby-config.js",
      ".cache/compiled/gatsby-node.js",
    ])
    const node = readFileSync(path.join(site, ".cache/compiled/gatsby-node.js"), "utf8")
    expect(node).toContain('require("node:path")')
    const out = execFileSync(
      process.execPath,
      [
        "-e",
        `const m = require(${JSON.stringify(compiled.find((f) => f.endsWith("gatsby-node.js")))}); console.log(m.dir, m.root)`,
      ],
      { encoding: "utf8" },
    )
    expect(out.trim()).toBe(`src ${site}`)
  })

  it("fails naming the file, line and column of a syntax error", async () => {
    write("gatsby-node.ts", "export const a = 1\nexport const b = (\n")
    await expect(compileGatsbyFilesWithEsbuild(site)).rejects.toThrow(/gatsby-node\.ts:3:\d+ /)
  })

  it("refuses local plugins, which it does not compile", async () => {
    write("gatsby-node.ts", "export {}\n")
    mkdirSync(path.join(site, "plugins"))
    await expect(compileGatsbyFilesWithEsbuild(site)).rejects.toThrow(/local plugins are not compiled/)
  })
})
