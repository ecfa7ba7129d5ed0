import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { rspack, type Compiler as RspackCompiler } from "@rspack/core"
import type { Compiler, WebpackPluginInstance } from "webpack"
import { KeptMinimizer, KeptOutputs } from "./kept-minimizer"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "kept-minimizer-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("KeptOutputs", () => {
  it("answers an output for the same key, name and input only", () => {
    new KeptOutputs(dir, "v1").set("app.js", "input", "out")
    expect(new KeptOutputs(dir, "v1").get("app.js", "input")).toBe("out")
    expect(new KeptOutputs(dir, "v2").get("app.js", "input")).toBeUndefined()
    expect(new KeptOutputs(dir, "v1").get("other.js", "input")).toBeUndefined()
    expect(new KeptOutputs(dir, "v1").get("app.js", "input2")).toBeUndefined()
  })

  it("prunes what this build neither read nor wrote", () => {
    const first = new KeptOutputs(dir, "v1")
    first.set("a.js", "a", "A")
    first.set("b.js", "b", "B")
    const second = new KeptOutputs(dir, "v1")
    second.get("a.js", "a")
    second.set("c.js", "c", "C")
    second.prune()
    expect(readdirSync(dir)).toHaveLength(2)
    expect(new KeptOutputs(dir, "v1").get("b.js", "b")).toBeUndefined()
    expect(new KeptOutputs(dir, "v1").get("c.js", "c")).toBe("C")
  })
})

/** A minimizer as both of Gatsby's behave: it skips `minimized` assets, marks what it minifies. */
class UpperCaseMinimizer implements WebpackPluginInstance {
  minified: string[] = []
  constructor(private readonly warn = false) {}
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap("UpperCaseMinimizer", (compilation) => {
      const { Compilation, sources, WebpackError } = compiler.webpack
      compilation.hooks.processAssets.tap(
        { name: "UpperCaseMinimizer", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (asset.info.minimized || !asset.name.endsWith(".js")) continue
            this.minified.push(asset.name)
            const code = asset.source.source().toString().toUpperCase()
            compilation.updateAsset(asset.name, new sources.RawSource(code), { minimized: true })
            if (this.warn) compilation.warnings.push(new WebpackError(`a warning about ${asset.name}`))
          }
        },
      )
    })
  }
}

async function compile(minimizer: UpperCaseMinimizer, source: string, key = "v1"): Promise<string> {
  const src = path.join(dir, "src")
  rmSync(src, { recursive: true, force: true })
  mkdirSync(src)
  writeFileSync(path.join(src, "index.js"), source)
  const compiler: RspackCompiler = rspack({
    name: "test",
    context: src,
    entry: "./index.js",
    mode: "none",
    output: { path: path.join(dir, "out"), filename: "main.js" },
    optimization: {
      minimize: true,
      minimizer: [
        new KeptMinimizer(minimizer, {
          kind: "js",
          matches: (name) => name.endsWith(".js"),
          key,
          dir: path.join(dir, "kept"),
        }) as never,
      ],
    },
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) return reject(error)
      compiler.close(() => (stats?.hasErrors() ? reject(new Error(stats.toString())) : resolve()))
    }),
  )
  return readFileSync(path.join(dir, "out", "main.js"), "utf8")
}

describe("KeptMinimizer under Rspack", () => {
  it("minifies an asset once, and answers the same bytes from what it kept in the next build", async () => {
    const first = new UpperCaseMinimizer()
    const out1 = await compile(first, "console.log('hello')")
    expect(first.minified).toEqual(["main.js"])
    expect(out1).toContain("CONSOLE.LOG('HELLO')")

    const second = new UpperCaseMinimizer()
    expect(await compile(second, "console.log('hello')")).toBe(out1)
    expect(second.minified).toEqual([])
  })

  it("minifies again when the asset's bytes or the key change", async () => {
    await compile(new UpperCaseMinimizer(), "console.log('hello')")
    const edited = new UpperCaseMinimizer()
    expect(await compile(edited, "console.log('bye')")).toContain("CONSOLE.LOG('BYE')")
    expect(edited.minified).toEqual(["main.js"])
    const otherKey = new UpperCaseMinimizer()
    await compile(otherKey, "console.log('bye')", "v2")
    expect(otherKey.minified).toEqual(["main.js"])
  })

  it("keeps nothing from a build in which the minimizer warned, so the warning comes again", async () => {
    await compile(new UpperCaseMinimizer(true), "console.log('hello')")
    const again = new UpperCaseMinimizer()
    await compile(again, "console.log('hello')")
    expect(again.minified).toEqual(["main.js"])
  })
})
