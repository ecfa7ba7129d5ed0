import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const memo = require("./memo-loader.cjs") as {
  (this: unknown, code: string, map?: unknown): void
  pitch(this: unknown): void
  clear(): void
  size(): number
}

/** The dependencies a loader context collects, as webpack's loader-runner keeps them. */
function dependencies(files: string[] = [], contexts: string[] = [], missing: string[] = []) {
  return {
    files,
    contexts,
    missing,
    addDependency: (file: string) => void files.push(file),
    addContextDependency: (dir: string) => void contexts.push(dir),
    addMissingDependency: (file: string) => void missing.push(file),
    getDependencies: () => files.slice(),
    getContextDependencies: () => contexts.slice(),
    getMissingDependencies: () => missing.slice(),
  }
}

/** Runs the loader's pitch as webpack would; resolves with what it handed back, or undefined to go on. */
function pitch(
  file: string,
  key: string,
  data: Record<string, unknown>,
  deps = dependencies(),
  compiling: object = {},
): Promise<unknown[] | undefined> {
  return new Promise((resolve) => {
    const context = {
      ...deps,
      ...compiling,
      resourcePath: file,
      data,
      getOptions: () => ({ key }),
      async:
        () =>
        (error: unknown, ...result: unknown[]) =>
          resolve(error || result.length ? result : undefined),
    }
    memo.pitch.call(context)
  })
}

function normal(data: Record<string, unknown>, code: string, deps = dependencies()): unknown[] {
  let out: unknown[] = []
  memo.call({ ...deps, data, callback: (_error: unknown, ...result: unknown[]) => (out = result) }, code, "map")
  return out
}

describe("memo-loader", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "memo-"))
  const file = path.join(dir, "page.mdx")
  beforeEach(() => memo.clear())

  it("lets the first pass through and hands its result back for the same bytes and key", async () => {
    writeFileSync(file, "# One")
    const data = {}
    expect(await pitch(file, "mdx", data)).toBeUndefined()
    expect(normal(data, "compiled one")).toEqual(["compiled one", "map"])
    expect(await pitch(file, "mdx", {})).toEqual(["compiled one", "map"])
  })

  it("compiles again when the bytes change or the key differs", async () => {
    writeFileSync(file, "# One")
    const data = {}
    await pitch(file, "mdx", data)
    normal(data, "compiled one")
    expect(await pitch(file, "build-html", {})).toBeUndefined()
    writeFileSync(file, "# Two")
    expect(await pitch(file, "mdx", {})).toBeUndefined()
  })

  it("hands back the dependencies of the compile it remembers, so webpack's cache sees later edits", async () => {
    writeFileSync(file, "# One")
    const data = {}
    await pitch(file, "mdx", data)
    normal(data, "compiled one", dependencies([file, "/site/snippet.mdx"], ["/site/dir"], ["/site/gone.mdx"]))
    const second = dependencies()
    expect(await pitch(file, "mdx", {}, second)).toEqual(["compiled one", "map"])
    expect(new Set(second.files)).toEqual(new Set([file, "/site/snippet.mdx"]))
    expect(second.contexts).toEqual(["/site/dir"])
    expect(second.missing).toEqual(["/site/gone.mdx"])
  })

  it("keeps one result per file and key: an edited file's old result is dropped", async () => {
    writeFileSync(file, "# One")
    let data = {}
    await pitch(file, "mdx", data)
    normal(data, "compiled one")
    data = {}
    await pitch(file, "develop", data)
    normal(data, "compiled for develop")
    writeFileSync(file, "# Two")
    data = {}
    await pitch(file, "mdx", data)
    normal(data, "compiled two")
    expect(memo.size()).toBe(2)
    expect(await pitch(file, "mdx", {})).toEqual(["compiled two", "map"])
  })

  /** A compilation with webpack's `failedModule` hook, and one module of it (loader context's `_compilation`, `_module`). */
  function compilation() {
    const taps: ((module: object) => void)[] = []
    const failedModule = { tap: (_name: string, fn: (module: object) => void) => void taps.push(fn) }
    return {
      moduleOf: () => ({ _compilation: { hooks: { failedModule } }, _module: {} }),
      fail: (module: object) => taps.forEach((fn) => fn(module)),
    }
  }
  const settledSoon = <T>(promise: Promise<T>) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve("still waiting"), 50))])

  it("lets a copy that comes while the first compiles wait for its result (webpack)", async () => {
    writeFileSync(file, "# One")
    const webpack = compilation()
    const data = {}
    expect(await pitch(file, "develop", data, dependencies(), webpack.moduleOf())).toBeUndefined()
    const second = pitch(file, "develop", {}, dependencies(), webpack.moduleOf())
    expect(await settledSoon(second)).toBe("still waiting")
    normal(data, "compiled once")
    expect(await second).toEqual(["compiled once", "map"])
  })

  it("lets the waiting copies compile for themselves when the first one fails", async () => {
    writeFileSync(file, "# One")
    const webpack = compilation()
    const first = webpack.moduleOf()
    expect(await pitch(file, "develop", {}, dependencies(), first)).toBeUndefined()
    const second = pitch(file, "develop", {}, dependencies(), webpack.moduleOf())
    expect(await settledSoon(second)).toBe("still waiting")
    webpack.fail({}) // another module's failure is not the first's
    expect(await settledSoon(second)).toBe("still waiting")
    webpack.fail(first._module)
    expect(await second).toBeUndefined()
  })

  it("makes nobody wait where the compilation cannot tell of a failure (Rspack)", async () => {
    writeFileSync(file, "# One")
    expect(await pitch(file, "develop", {})).toBeUndefined()
    expect(await settledSoon(pitch(file, "develop", {}))).toBeUndefined()
  })

  it("goes on without remembering when the file cannot be read", async () => {
    expect(await pitch(path.join(dir, "missing.mdx"), "mdx", {})).toBeUndefined()
  })
})
