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

/** @this {any} */
module.exports = function memoLoader(code, map) {
  const { slot, digest } = this.data
  if (slot)
    results.set(slot, {
      digest,
      code,
      map,
      files: this.getDependencies(),
      contexts: this.getContextDependencies(),
      missing: this.getMissingDependencies(),
    })
  this.callback(null, code, map)
}

/** @this {any} */
module.exports.pitch = function memoPitch() {
  const callback = this.async()
  const { key = "" } = this.getOptions()
  readFile(this.resourcePath).then(
    (bytes) => {
      const slot = `${key}\0${this.resourcePath}`
      const digest = createHash("sha1").update(bytes).digest("hex")
      const hit = results.get(slot)
      if (hit?.digest === digest) {
        // A pitch that answers skips reading the resource, which is what makes it a dependency.
        this.addDependency(this.resourcePath)
        for (const file of hit.files) this.addDependency(file)
        for (const dir of hit.contexts) this.addContextDependency(dir)
        for (const file of hit.missing) this.addMissingDependency(file)
        return callback(null, hit.code, hit.map)
      }
      this.data.slot = slot
      this.data.digest = digest
      callback()
    },
    () => callback(),
  )
}

/** For tests: forget everything. */
module.exports.clear = () => results.clear()

/** For tests: how many results are kept. */
module.exports.size = () => results.size
