// A webpack loader that remembers what the loaders after it (to its right) made of a file, and
// hands it back the next time the same file, with the same bytes, passes through with the same
// `key` option: in the other compilation of the same build (Gatsby compiles every page twice,
// for the browser and for the HTML renderer) or in another copy of one page template (each MDX
// page imports `doc.tsx?__contentFilePath=…`, the same source each time).
//
// Plain CommonJS because webpack requires loaders by path at run time, after Gatsby has bundled
// gatsby-node's TypeScript into .cache/. Only valid in front of loaders whose output depends on
// the file's bytes and their options alone (see faster-rules.ts for where it is used).
const { createHash } = require("node:crypto")
const { readFile } = require("node:fs/promises")

/**
 * What the loaders made of each file under each `key`, for the bytes they read (`digest`): one
 * result per file and key, so a long `gatsby develop`, which edits files often, keeps only the
 * latest. With every file they read to make it: a module handed back from here must depend on
 * the same files as the one they compiled, or webpack's persistent cache would keep it after an
 * edit (the HTML renderer of a warm build served the page as it was before).
 * @type {Map<string, { digest: string, code: string | Buffer, map: unknown, files: string[], contexts: string[], missing: string[] }>}
 */
const results = new Map()

/**
 * The compiles under way: a module whose slot and bytes are being compiled by another module's
 * loaders waits for that result instead of compiling them again. Webpack builds many modules at
 * once, so the copies of a template all missed together: `develop` ran Babel 132 times over
 * doc.tsx's two halves. A waiter must hear of a failure too, or it would wait for ever: webpack's
 * `failedModule` hook tells it (then every waiter compiles for itself, and shows its own error).
 * Rspack's compilation has no such hook, so under Rspack nothing waits and each copy that misses
 * compiles, as before.
 * @type {Map<string, { digest: string, settled: Promise<void> }>}
 */
const underWay = new Map()

/** @this {any} */
module.exports = function memoLoader(code, map) {
  const { slot, digest, done } = this.data
  if (slot)
    results.set(slot, {
      digest,
      code,
      map,
      files: this.getDependencies(),
      contexts: this.getContextDependencies(),
      missing: this.getMissingDependencies(),
    })
  done?.()
  this.callback(null, code, map)
}

/** Hands back the result kept for `slot` and `digest`, with its dependencies; false when none is kept. */
function handBack(context, slot, digest, callback) {
  const hit = results.get(slot)
  if (hit?.digest !== digest) return false
  // A pitch that answers skips reading the resource, which is what makes it a dependency.
  context.addDependency(context.resourcePath)
  for (const file of hit.files) context.addDependency(file)
  for (const dir of hit.contexts) context.addContextDependency(dir)
  for (const file of hit.missing) context.addMissingDependency(file)
  callback(null, hit.code, hit.map)
  return true
}

/**
 * Where the compilation can say that this module failed (webpack's `failedModule`): a function
 * to call it back then. Null under Rspack, or in a test without a compilation.
 */
function onFailure(context) {
  const hook = context._compilation?.hooks?.failedModule
  const module = context._module
  if (!hook || !module) return null
  return (then) => hook.tap("tachyon-memo-loader", (failed) => failed === module && then())
}

/** @this {any} */
module.exports.pitch = function memoPitch() {
  const callback = this.async()
  const { key = "" } = this.getOptions()
  readFile(this.resourcePath).then(
    async (bytes) => {
      const slot = `${key}\0${this.resourcePath}`
      const digest = createHash("sha1").update(bytes).digest("hex")
      if (handBack(this, slot, digest, callback)) return
      const pending = underWay.get(slot)
      if (pending?.digest === digest) {
        await pending.settled
        if (handBack(this, slot, digest, callback)) return
      }
      const failure = onFailure(this)
      if (failure && underWay.get(slot)?.digest !== digest) {
        let settle
        const settled = new Promise((resolve) => (settle = resolve))
        const entry = { digest, settled }
        const done = () => {
          if (underWay.get(slot) === entry) underWay.delete(slot)
          settle()
        }
        underWay.set(slot, entry)
        failure(done)
        this.data.done = done
      }
      this.data.slot = slot
      this.data.digest = digest
      callback()
    },
    () => callback(),
  )
}

/** For tests: forget everything. */
module.exports.clear = () => {
  results.clear()
  underWay.clear()
}

/** For tests: how many results are kept. */
module.exports.size = () => results.size
