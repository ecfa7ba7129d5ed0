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
 * What the loaders made, and every file they read to make it: a module handed back from here
 * must depend on the same files as the one they compiled, or webpack's persistent cache would
 * keep it after an edit (the HTML renderer of a warm build served the page as it was before).
 * @type {Map<string, { code: string | Buffer, map: unknown, files: string[], contexts: string[], missing: string[] }>}
 */
const results = new Map()
/** The key of the one result kept per file and `key` (a long `gatsby develop` edits files often). */
const latest = new Map()

/** @param {string} key @param {string} file @param {string | Buffer} bytes */
function cacheKey(key, file, bytes) {
  return `${key}\0${file}\0${createHash("sha1").update(bytes).digest("hex")}`
}

/** @this {any} */
module.exports = function memoLoader(code, map) {
  const key = this.data.cacheKey
  if (key) {
    const slot = this.data.slot
    const previous = latest.get(slot)
    if (previous !== undefined && previous !== key) results.delete(previous)
    latest.set(slot, key)
    results.set(key, {
      code,
      map,
      files: this.getDependencies(),
      contexts: this.getContextDependencies(),
      missing: this.getMissingDependencies(),
    })
  }
  this.callback(null, code, map)
}

/** @this {any} */
module.exports.pitch = function memoPitch() {
  const callback = this.async()
  const { key = "" } = this.getOptions()
  readFile(this.resourcePath).then(
    (bytes) => {
      const k = cacheKey(key, this.resourcePath, bytes)
      const hit = results.get(k)
      if (hit) {
        // A pitch that answers skips reading the resource, which is what makes it a dependency.
        this.addDependency(this.resourcePath)
        for (const file of hit.files) this.addDependency(file)
        for (const dir of hit.contexts) this.addContextDependency(dir)
        for (const file of hit.missing) this.addMissingDependency(file)
        return callback(null, hit.code, hit.map)
      }
      this.data.cacheKey = k
      this.data.slot = `${key}\0${this.resourcePath}`
      callback()
    },
    () => callback(),
  )
}

/** For tests: forget everything. */
module.exports.clear = () => {
  results.clear()
  latest.clear()
}

/** For tests: how many results are kept. */
module.exports.size = () => results.size
