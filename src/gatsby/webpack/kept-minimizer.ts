import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Compilation, Compiler, WebpackPluginInstance } from "webpack"

/** Where minified assets are kept: in Gatsby's cache folder, so a cold build starts without them. */
export const KEPT_MINIFIED_DIR = ".cache/tachyon-minified"

/**
 * Minified outputs kept across builds, one file per (key, asset name, input bytes), in `dir`.
 * `prune` leaves only the files this build asked for or wrote, so the folder holds one build's.
 */
export class KeptOutputs {
  private readonly used = new Set<string>()

  constructor(
    private readonly dir: string,
    private readonly key: string,
  ) {}

  private fileOf(name: string, input: string): string {
    const digest = createHash("sha1").update(this.key).update("\0").update(name).update("\0").update(input)
    return path.join(this.dir, digest.digest("hex"))
  }

  get(name: string, input: string): string | undefined {
    const file = this.fileOf(name, input)
    try {
      const output = readFileSync(file, "utf8")
      this.used.add(path.basename(file))
      return output
    } catch {
      return undefined
    }
  }

  set(name: string, input: string, output: string): void {
    const file = this.fileOf(name, input)
    mkdirSync(this.dir, { recursive: true })
    // Written aside and renamed: a build stopped halfway leaves no half an asset to be read.
    const aside = `${file}.${process.pid}.tmp`
    writeFileSync(aside, output)
    renameSync(aside, file)
    this.used.add(path.basename(file))
  }

  prune(): void {
    let names: string[]
    try {
      names = readdirSync(this.dir)
    } catch {
      return
    }
    for (const name of names) if (!this.used.has(name)) rmSync(path.join(this.dir, name), { force: true })
  }
}

export interface KeptMinimizerOptions {
  /** A folder of its own under `KEPT_MINIFIED_DIR` ("css", "js"). */
  kind: string
  /** The assets the minimizer works on (its own test, include and exclude). */
  matches: (assetName: string, compiler: Compiler) => boolean
  /** What else its output depends on: its options, its version, the site's code version. */
  key: string
  dir?: string
}

const NAME = "KeptMinimizer"

/**
 * A minimizer whose outputs are kept across builds, for Rspack.
 *
 * Why: under webpack, Terser and css-minimizer-webpack-plugin keep each result in webpack's
 * persistent cache; under Rspack nothing is kept. Its JavaScript cache facade lives in memory
 * only (Gatsby's cssnano minimizer), and its SWC minimizer keeps nothing. So every warm build
 * minified the whole site again, the same bytes in and out: 0.6-0.8 s of cssnano and 0.4-0.6 s of
 * SWC in the browser compilation's "process assets" (tests/bench/README.md). The wrapper answers an
 * asset whose name and bytes it has seen from the kept output, marked `minimized`, which both
 * minimizers skip (as they skip a child compilation's); what the minimizer makes of the rest is
 * kept for the next build. The output is the minimizer's own, byte for byte, for the same input
 * and `key`. A compilation in which anything warned or failed keeps nothing new (its warnings would
 * be lost to the next build), and an output with a source map is not kept (it would lose the map).
 */
export class KeptMinimizer implements WebpackPluginInstance {
  constructor(
    private readonly minimizer: WebpackPluginInstance,
    private readonly options: KeptMinimizerOptions,
  ) {}

  apply(compiler: Compiler): void {
    this.minimizer.apply(compiler)
    const { kind, matches, key, dir = path.resolve(KEPT_MINIFIED_DIR) } = this.options
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      const kept = new KeptOutputs(path.join(dir, compiler.options.name ?? "default", kind), key)
      const minifiedNow = new Map<string, string>()
      let problems = 0
      const count = () => compilation.warnings.length + compilation.errors.length
      const before = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1
      compilation.hooks.processAssets.tap({ name: NAME, stage: before }, () => {
        problems = count()
        for (const asset of compilation.getAssets()) {
          if (asset.info.minimized || !matches(asset.name, compiler)) continue
          const input = asset.source.source().toString()
          const output = kept.get(asset.name, input)
          if (output === undefined) minifiedNow.set(asset.name, input)
          else compilation.updateAsset(asset.name, new sources.RawSource(output), { minimized: true })
        }
      })
      const after = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
      compilation.hooks.processAssets.tap({ name: NAME, stage: after }, () => {
        if (count() === problems)
          for (const [name, input] of minifiedNow) {
            const asset = compilation.getAsset(name)
            if (asset?.info.minimized && !asset.source.map()) kept.set(name, input, asset.source.source().toString())
          }
        kept.prune()
      })
    })
  }
}
