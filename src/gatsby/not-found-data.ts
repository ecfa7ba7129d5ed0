import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { NOT_FOUND_PAGE_DATA } from "./internals"
import { NOT_FOUND_DATA_ID, notFoundDataBlock } from "./not-found"

/** The Not Found page's HTML files (the 404.html hosts serve, and its page at /404/). */
const NOT_FOUND_HTML = ["404.html", "404/index.html"]
const PLACED = new RegExp(`<script type="application/json" id="${NOT_FOUND_DATA_ID}">.*?</script>`, "s")

/**
 * After the build: the Not Found page carries its own data for the loader, as a JSON data block
 * (src/gatsby/not-found.ts; the site's page-path script hands it over),
 * so an unknown route costs one 404 request instead of three. Done here, on the written files, and
 * not in gatsby-ssr: a read of a file while rendering makes Gatsby render every page again on every
 * later build ("Unsafe builtin usage fs.readFileSync"). Placed again on each build (a warm build
 * that keeps the HTML keeps the script, replaced with the current data). Returns the files changed.
 */
export function placeNotFoundData(publicDir: string): string[] {
  const dataFile = path.join(publicDir, NOT_FOUND_PAGE_DATA)
  if (!existsSync(dataFile))
    throw new Error(`${dataFile} is missing: the Not Found page's data (src/gatsby/internals.ts).`)
  const script = `<script type="application/json" id="${NOT_FOUND_DATA_ID}">${notFoundDataBlock(readFileSync(dataFile, "utf8"), dataFile)}</script>`
  const changed: string[] = []
  for (const name of NOT_FOUND_HTML) {
    const file = path.join(publicDir, name)
    if (!existsSync(file)) continue
    const html = readFileSync(file, "utf8")
    const placed = PLACED.test(html)
      ? html.replace(PLACED, () => script)
      : html.replace(/<head>/, (head) => head + script)
    if (placed === html && !html.includes(script))
      throw new Error(`${file}: no <head> to place the Not Found page's data in.`)
    if (placed !== html) {
      writeFileSync(file, placed)
      changed.push(file)
    }
  }
  return changed
}
