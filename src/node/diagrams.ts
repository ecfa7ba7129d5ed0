import path from "node:path"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { parse as parseYaml } from "yaml"
import {
  CHART_CONFIG,
  DIAGRAM_LANGUAGES,
  DiagramError,
  fenceTitle,
  isDiagramLanguage,
  mermaidErrorLine,
  missingFields,
  parseChartData,
  shortParserMessage,
  themeChartSvg,
  themeMermaidSvg,
  type DiagramLanguage,
} from "../lib/diagrams/figure"
import { codeBlocks, parseMdx } from "../lib/markdown/mdx"
import { normaliseLanguage } from "../lib/markdown/languages"
import { CONTENT_ROOT, displayPath } from "./content-paths"
import { recordFeature } from "./build-profile"

/**
 * Drawing the diagrams and charts of the pages at build time (content/README.md, "Diagrams and charts"),
 * cached by content: the key is a hash of the block, its title, the data file's bytes for a chart
 * and DRAWING_VERSION, and the drawn figure is kept under .cache/ (Gatsby keeps the folder between
 * builds; `gatsby clean` empties it), so a warm build redraws nothing unchanged.
 *
 * Libraries, chosen for drawing in Node with no browser (what was considered and left is in
 * content/README.md): Mermaid's own parser (`mermaid.parse`, no DOM needed) checks a diagram strictly,
 * as GitHub's preview would, because beautiful-mermaid's parser skips lines it does not
 * understand; beautiful-mermaid lays it out and draws it (ELK, synchronous, colours as CSS
 * variables); Vega-Lite compiles a chart and Vega renders it headless (View.toSVG). All are
 * ESM-only and loaded on the first block to draw, so a warm build never loads them.
 */
const DRAWING_VERSION = "8"
const CACHE_DIR = path.resolve(process.cwd(), ".cache", "tachyon-diagrams")

// Gatsby compiles gatsby-config to CommonJS, where `import()` would become `require()`, which
// cannot load vega (top-level await) nor beautiful-mermaid (an `import`-only export).
const importEsm = new Function("specifier", "return import(specifier)") as <T>(specifier: string) => Promise<T>

interface Libraries {
  parseMermaid: (text: string) => Promise<unknown>
  renderMermaid: (text: string, options: Record<string, unknown>) => string
  compileVegaLite: (spec: unknown) => { spec: unknown }
  vega: {
    View: new (runtime: unknown, options: Record<string, unknown>) => { toSVG: () => Promise<string> }
    parse: (spec: unknown) => unknown
  }
}

let libraries: Promise<Libraries> | null = null
function loadLibraries(): Promise<Libraries> {
  libraries ??= (async () => {
    // Mermaid's parser cleans label text with DOMPurify, which has no hooks nor sanitize without
    // a DOM. Only the parse is used here (to check the diagram), never Mermaid's output, and
    // beautiful-mermaid escapes the text it draws, so the text passes through unchanged.
    const { default: purify } = await importEsm<{ default: Record<string, unknown> }>("dompurify")
    if (typeof purify.sanitize !== "function")
      Object.assign(purify, { addHook() {}, removeHook() {}, removeHooks() {}, sanitize: (s: unknown) => String(s) })
    const [{ default: mermaid }, beautiful, vegaLite, vega] = await Promise.all([
      importEsm<{ default: { parse: (t: string) => Promise<unknown> } }>("mermaid"),
      importEsm<{ renderMermaidSVG: Libraries["renderMermaid"] }>("beautiful-mermaid"),
      importEsm<{ compile: Libraries["compileVegaLite"] }>("vega-lite"),
      importEsm<Libraries["vega"]>("vega"),
    ])
    return {
      parseMermaid: (t) => mermaid.parse(t),
      renderMermaid: beautiful.renderMermaidSVG,
      compileVegaLite: vegaLite.compile,
      vega,
    }
  })()
  return libraries
}

/**
 * What this build drew and found cached (distinct blocks: Gatsby compiles a page's MDX for more
 * than one bundle), and the time spent drawing. On globalThis because the remark plugin runs in
 * gatsby-config's bundle and the line is printed from gatsby-node's (post-build.ts).
 */
interface DrawingStats {
  drawn: Set<string>
  cached: Set<string>
  ms: number
}
const STATS = Symbol.for("tachyon.drawingStats")
const statsHolder = globalThis as unknown as { [STATS]?: DrawingStats }
const drawingStats: DrawingStats = (statsHolder[STATS] ??= { drawn: new Set(), cached: new Set(), ms: 0 })

/** What a process drew ahead of the compilations (diagrams-ahead.ts): the blocks' keys and the time. */
export interface DrawnAhead {
  drawn: string[]
  ms: number
}

/**
 * `Diagrams: 3 drawn in 1.20 s, 21 from the cache`: what this build drew (here, or ahead of the
 * compilations in the diagrams' process) and reused. A warm build whose pages webpack did not
 * recompile says `0 drawn in 0.00 s, 0 from the cache`.
 */
export function drawingReport(ahead: DrawnAhead = { drawn: [], ms: 0 }): string {
  const { drawn, cached, ms } = drawingStats
  const all = new Set([...drawn, ...ahead.drawn])
  const reused = [...cached].filter((k) => !all.has(k)).length
  const where = ahead.drawn.length ? ` (${ahead.drawn.length} ahead of the compilations)` : ""
  return `Diagrams: ${all.size} drawn in ${((ms + ahead.ms) / 1000).toFixed(2)} s${where}, ${reused} from the cache`
}

const memory = new Map<string, string>()

// Pages compile concurrently; drawing one block at a time keeps the measured time the real cost
// (overlapping waits would be counted twice) and the drawing off the other compilations' CPU.
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work)
  queue = next.catch(() => undefined)
  return next
}

export interface DiagramBlock {
  lang: DiagramLanguage
  code: string
  title: string
}

/** A chart's data file, under content/ (`data: { url: data/benchmarks/gateway.csv }`). */
function chartData(spec: Record<string, unknown>): { file: string; text: string } {
  const url = (spec.data as { url?: unknown } | undefined)?.url
  if (typeof url !== "string")
    throw new DiagramError("a chart names its data file under content/: `data: { url: data/benchmarks/….csv }`")
  const file = path.resolve(CONTENT_ROOT, url)
  if (path.relative(CONTENT_ROOT, file).startsWith("..")) throw new DiagramError(`${url} is outside content/`)
  if (!existsSync(file)) throw new DiagramError(`the data file ${displayPath(file)} does not exist`)
  return { file: displayPath(file), text: readFileSync(file, "utf8") }
}

function chartSpec(code: string): Record<string, unknown> {
  let spec: unknown
  try {
    spec = parseYaml(code)
  } catch (e) {
    const line = (e as { linePos?: { line: number }[] }).linePos?.[0]?.line
    throw new DiagramError(`the chart is not valid YAML/JSON: ${(e as Error).message.split("\n")[0]}`, line)
  }
  if (!spec || typeof spec !== "object" || Array.isArray(spec))
    throw new DiagramError("a chart is a Vega-Lite specification (a YAML or JSON object)")
  return spec as Record<string, unknown>
}

async function drawMermaid(lib: Libraries, block: DiagramBlock, prefix: string): Promise<string> {
  try {
    await lib.parseMermaid(block.code)
  } catch (e) {
    const message = (e as Error).message ?? String(e)
    throw new DiagramError(`Mermaid: ${shortParserMessage(message)}`, mermaidErrorLine(message))
  }
  let svg: string
  try {
    svg = lib.renderMermaid(block.code, {
      bg: "var(--bg)",
      fg: "var(--fg)",
      accent: "var(--accent)",
      transparent: true,
    })
  } catch (e) {
    throw new DiagramError(`beautiful-mermaid cannot draw it: ${(e as Error).message}`)
  }
  return themeMermaidSvg(svg, prefix, block.title)
}

async function drawChart(
  lib: Libraries,
  block: DiagramBlock,
  spec: Record<string, unknown>,
  data: { file: string; text: string },
  prefix: string,
) {
  const values = parseChartData(data.text, data.file)
  const missing = missingFields(spec, values)
  if (missing.length)
    throw new DiagramError(`the chart's encoding names ${missing.join(", ")}, which ${data.file} has no column for`)
  let svg: string
  try {
    const full = {
      width: 380,
      height: 220,
      ...spec,
      data: { values },
      config: { ...CHART_CONFIG, ...(spec.config as object) },
    }
    const compiled = lib.compileVegaLite(full).spec
    svg = await new lib.vega.View(lib.vega.parse(compiled), { renderer: "none" }).toSVG()
  } catch (e) {
    throw new DiagramError(`Vega-Lite: ${(e as Error).message}`)
  }
  return themeChartSvg(svg, prefix, block.title)
}

/** The cache key of a block: what it draws from (its text, title and data) and how (DRAWING_VERSION, the charts' config). */
export function figureKey(block: DiagramBlock, dataText: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, CHART_CONFIG, block.lang, block.title, block.code, dataText]))
    .digest("hex")
}

export const cacheFile = (key: string) => path.join(CACHE_DIR, `${key}.svg`)

/** The drawing of a block, an SVG, drawn or from the cache; a DiagramError names what is wrong. */
export async function drawFigureSvg(block: DiagramBlock): Promise<string> {
  const spec = block.lang === "vega-lite" ? chartSpec(block.code) : null
  const data = spec ? chartData(spec) : null
  const key = figureKey(block, data?.text ?? null)
  const cached = memory.get(key) ?? readCache(key)
  if (cached !== null) {
    drawingStats.cached.add(key)
    memory.set(key, cached)
    return cached
  }
  return oneAtATime(async () => {
    const again = memory.get(key)
    if (again !== undefined) return again
    const started = performance.now()
    try {
      const lib = await loadLibraries()
      const prefix = `fig-${key.slice(0, 10)}`
      const svg = spec && data ? await drawChart(lib, block, spec, data, prefix) : await drawMermaid(lib, block, prefix)
      drawingStats.drawn.add(key)
      memory.set(key, svg)
      writeCache(key, svg)
      return svg
    } finally {
      drawingStats.ms += performance.now() - started
      recordFeature("diagrams: drawn", started)
    }
  })
}

function readCache(key: string): string | null {
  const file = cacheFile(key)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}

function writeCache(key: string, svg: string): void {
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside and renamed: the compilations may read it while diagrams-ahead.ts writes it.
  const aside = `${cacheFile(key)}.${process.pid}.tmp`
  writeFileSync(aside, svg)
  renameSync(aside, cacheFile(key))
}

/**
 * Draws every diagram of `files` into the cache, as the remark plugin would find them (a block
 * that does not draw is left for the plugin to report, with its page and line): what the
 * diagrams' process (diagrams-ahead.ts) does while Gatsby bootstraps. Files that name neither
 * language are not parsed.
 */
export async function drawAhead(files: readonly string[]): Promise<DrawnAhead> {
  for (const file of files) {
    const source = readFileSync(file, "utf8")
    if (!DIAGRAM_LANGUAGES.some((lang) => source.includes(lang))) continue
    let tree
    try {
      tree = parseMdx(source)
    } catch {
      continue // the content check reports it
    }
    for (const block of codeBlocks(tree)) {
      const lang = normaliseLanguage(block.lang)
      if (!isDiagramLanguage(lang)) continue
      try {
        await drawFigureSvg({ lang, code: block.value, title: fenceTitle(block.meta) })
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error
      }
    }
  }
  return { drawn: [...drawingStats.drawn], ms: drawingStats.ms }
}
