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

/** @type {Map<string, { code: string | Buffer, map: unknown }>} */
const results = new Map()

/** @param {string} key @param {string} file @param {string | Buffer} bytes */
function cacheKey(key, file, bytes) {
  return `${key}\0${file}\0${createHash("sha1").update(bytes).digest("hex")}`
}

/** @this {any} */
module.exports = function memoLoader(code, map) {
  const key = this.data.cacheKey
  if (key) results.set(key, { code, map })
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
      if (hit) return callback(null, hit.code, hit.map)
      this.data.cacheKey = k
      callback()
    },
    () => callback(),
  )
}

/** For tests: forget everything. */
module.exports.clear = () => results.clear()
