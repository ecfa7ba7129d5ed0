import { escapeHtml } from "../html"
import { fitLabelsToBoxes, unescapeXml } from "./label-fit"

/**
 * Diagrams and charts written as code (content/README.md, "Diagrams and charts"): the pure half. The build
 * (src/node/diagrams.ts) draws a fenced `mermaid` or `vega-lite` block to SVG; this module reads
 * the fence, makes the drawn SVG follow the site's colour tokens, and wraps it in its figure.
 */
export const DIAGRAM_LANGUAGES = ["mermaid", "vega-lite"] as const
export type DiagramLanguage = (typeof DIAGRAM_LANGUAGES)[number]

export const isDiagramLanguage = (lang: string): lang is DiagramLanguage =>
  (DIAGRAM_LANGUAGES as readonly string[]).includes(lang)

/** A problem an author must fix; `line` is 1-based inside the block's code when known. */
export class DiagramError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message)
  }
}

/** `title="Order state machine"` from the fence's meta: every picture needs a name (its caption). */
export function fenceTitle(meta: string | null | undefined): string {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? "")
  const title = (match?.[1] ?? match?.[2] ?? "").trim()
  if (!title) throw new DiagramError('the block has no title: write ```mermaid title="What it shows"```')
  return title
}

/** The line of a Mermaid parse error ("Parse error on line 3:"), within the block. */
export function mermaidErrorLine(message: string): number | undefined {
  const match = /\bline (\d+)\b/i.exec(message)
  return match ? Number(match[1]) : undefined
}

/** A Mermaid parser message, shortened to its first lines (the caret and the expected tokens). */
export function shortParserMessage(message: string): string {
  // The parser's excerpt and caret lines mean nothing once joined on one line.
  const lines = message.split("\n").filter((l) => l.trim() && !/^\.\.\.|^-*\^$/.test(l.trim()))
  const text = lines.slice(0, 4).join(" ").replace(/\s+/g, " ")
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}

/** About the width of a message label at beautiful-mermaid's 11 px (its own estimate is not exported). */
const labelWidth = (text: string) => text.length * 6.2

/**
 * beautiful-mermaid spaces a sequence diagram's participants by their names only, so a long
 * message label runs over the lifelines: such a label is an author's error, said at build time.
 */
export function overflowingMessages(svg: string): string[] {
  const problems: string[] = []
  const messages = svg.matchAll(
    /<g class="message"[^>]*data-self="false"[^>]*>\s*<line x1="([\d.]+)"[^>]*x2="([\d.]+)"[\s\S]*?<text[^>]*>([^<]*)<\/text>/g,
  )
  for (const [, x1, x2, text] of messages) {
    const room = Math.abs(Number(x2) - Number(x1)) - 8
    const label = unescapeXml(text)
    if (labelWidth(label) > room)
      problems.push(
        `the message "${label}" is wider than the space between its participants (about ${Math.round(labelWidth(label))} px in ${Math.round(room)} px): shorten it, or move the detail into a Note`,
      )
  }
  return problems
}

/** Numbers with many decimals (`3.8499999999999996`) to at most two: a third of the bytes go there. */
const roundNumbers = (svg: string) => svg.replace(/(\d+\.\d{2})\d+/g, "$1")

/**
 * beautiful-mermaid's SVG made a page's citizen: its <style> goes (it loads a web font from
 * another host and styles every `svg` and `text` of the page, being inline), the colour
 * derivations it held are in src/styles/diagrams.css from the site's tokens, ids are made unique
 * on the page with `prefix` (two diagrams both define `arrowhead`), data-* attributes and extra
 * decimals are dropped (bytes in the page), and the root gets its accessible name.
 */
export function themeMermaidSvg(svg: string, prefix: string, title: string): string {
  const overflowing = overflowingMessages(svg)
  if (overflowing.length) throw new DiagramError(overflowing.join("; "))
  let out = svg.replace(/<style>[\s\S]*?<\/style>\s*/g, "")
  if (/@import|https?:\/\/(?!www\.w3\.org)/.test(out)) throw new DiagramError("the drawn SVG refers to another host")
  out = out
    .replace(/\s(id)="([^"]+)"/g, ` $1="${prefix}-$2"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/\sdata-[\w-]+="[^"]*"/g, "")
  out = roundNumbers(fitLabelsToBoxes(out))
  return nameSvg(out, prefix, title, "diagram")
}

/** Vega's SVG: the same treatment (its colours are already the tokens, given in the config). */
export function themeChartSvg(svg: string, prefix: string, title: string): string {
  let out = svg.replace(/\sid="([^"]+)"/g, ` id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
  // Vega marks its groups up for an interactive reader (role="graphics-object"...); the figure is
  // one image with a name, so the inner roles go.
  out = out.replace(/\s(?:role|aria-roledescription|aria-label)="[^"]*"/g, "")
  out = roundNumbers(out)
  return nameSvg(out, prefix, title, "chart")
}

/** The smallest a drawing is scaled to fit the column before it scrolls instead. */
export const MIN_SCALE = 0.65

/** No text of a picture is drawn smaller than this (CSS px): a drawing scrolls in its frame first. */
export const MIN_TEXT_PX = 11

/** The smallest font size the drawing sets (attribute or style, in its own units), or null. */
export function smallestFontSize(svg: string): number | null {
  const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)(?:px)?/g)].map((m) => Number(m[1])).filter((n) => n > 0)
  return sizes.length ? Math.min(...sizes) : null
}

/**
 * How small the drawing may be scaled: MIN_SCALE, or more so that its smallest text stays
 * MIN_TEXT_PX; a drawing whose text is smaller than that as drawn is shown larger than drawn.
 */
export function smallestScale(svg: string): number {
  const font = smallestFontSize(svg)
  return font === null ? MIN_SCALE : Math.max(MIN_SCALE, MIN_TEXT_PX / font)
}

/** The root <svg> as one image named by its <title>; the width the drawing needs stays its own. */
function nameSvg(svg: string, prefix: string, title: string, kind: string): string {
  const open = /<svg\b[^>]*>/.exec(svg)
  if (!open) throw new DiagramError("the drawing is not an SVG")
  const attrs = open[0]
    .replace(/^<svg|>$/g, "")
    .replace(/\s(?:style|class|role|aria-labelledby|version|xmlns:xlink)="[^"]*"/g, "")
  const width = /\swidth="([\d.]+)"/.exec(attrs)?.[1]
  const height = /\sheight="([\d.]+)"/.exec(attrs)?.[1]
  let root = attrs.replace(/\s(?:width|height)="[^"]*"/g, "")
  if (!/viewBox=/.test(root) && width && height) root += ` viewBox="0 0 ${width} ${height}"`
  const w = Math.ceil(Number(width))
  // As wide as the column, never wider than drawn, never so narrow that text is under MIN_TEXT_PX:
  // a wider drawing scrolls inside its frame (a phone), with the scroll cue (markdown.css).
  const minWidth = Math.ceil(w * smallestScale(svg))
  const size =
    width && height
      ? ` width="${w}" height="${Math.ceil(Number(height))}" style="max-width:${Math.max(w, minWidth)}px;min-width:${minWidth}px"`
      : ""
  const head = `<svg${root}${size} class="diagram__svg diagram__svg--${kind}" role="img" aria-labelledby="${prefix}-title"><title id="${prefix}-title">${escapeHtml(title)}</title>`
  return head + svg.slice(open.index + open[0].length)
}

/**
 * The narrowest column a picture is read in: a 400 px phone's article, less the frame's padding
 * and border. A drawing that needs more (to keep its text MIN_TEXT_PX) scrolls there, and its
 * figure offers the full-screen view.
 */
export const NARROWEST_COLUMN_PX = 334

/** The width a drawing needs to keep its text MIN_TEXT_PX (its root's `min-width`), or null. */
export function drawingMinWidth(svg: string): number | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ""
  const match = /min-width:\s*([\d.]+)px/.exec(root)
  return match ? Number(match[1]) : null
}

/** Whether a drawing scrolls sideways in the narrowest column, and so is offered enlarged. */
export const needsEnlarging = (svg: string) => (drawingMinWidth(svg) ?? 0) > NARROWEST_COLUMN_PX

/**
 * A second copy of a drawing for the full-screen view: its ids (and the references to them) get
 * `suffix`, so that the page holds each id once, and the root loses the sizes that keep the inline
 * drawing readable in the column (the view fits it to the screen and zooms it).
 */
export function enlargedCopy(svg: string, suffix: string): string {
  const copy = svg
    .replace(/\s(id|aria-labelledby)="([^"]+)"/g, (_, name: string, value: string) => ` ${name}="${value}${suffix}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${id}${suffix})`)
  return copy.replace(/<svg\b[^>]*>/, (root) => root.replace(/\s(?:style|width|height)="[^"]*"/g, ""))
}

/** Rows of a chart's data file: JSON (an array of objects) or CSV with a header row. */
export function parseChartData(text: string, fileName: string): Record<string, unknown>[] {
  if (/\.json$/i.test(fileName)) {
    let rows: unknown
    try {
      rows = JSON.parse(text)
    } catch (e) {
      throw new DiagramError(`${fileName} is not valid JSON: ${(e as Error).message}`)
    }
    if (!Array.isArray(rows) || rows.some((r) => typeof r !== "object" || r === null || Array.isArray(r)))
      throw new DiagramError(`${fileName} must hold an array of objects (one per data point)`)
    return rows as Record<string, unknown>[]
  }
  if (!/\.csv$/i.test(fileName)) throw new DiagramError(`${fileName}: a chart's data is a .csv or .json file`)
  const lines = text.split(/\r?\n/).filter((l) => l.trim())
  if (lines.length < 2) throw new DiagramError(`${fileName} has no rows under its header`)
  const header = lines[0].split(",").map((h) => h.trim())
  if (header.some((h) => !h)) throw new DiagramError(`${fileName}:1 has an empty column name`)
  return lines.slice(1).map((line, i) => {
    const cells = line.split(",").map((c) => c.trim())
    if (cells.length !== header.length)
      throw new DiagramError(`${fileName}:${i + 2} has ${cells.length} cells, the header has ${header.length}`)
    return Object.fromEntries(
      header.map((h, j) => [h, cells[j] !== "" && !isNaN(Number(cells[j])) ? Number(cells[j]) : cells[j]]),
    )
  })
}

/** The fields a chart's encoding names that no row of its data has: a typo draws an empty chart. */
export function missingFields(spec: unknown, rows: Record<string, unknown>[]): string[] {
  const have = new Set(rows.flatMap((r) => Object.keys(r)))
  const named = new Set<string>()
  const walk = (node: unknown, key?: string) => {
    if (Array.isArray(node)) node.forEach((n) => walk(n))
    else if (node && typeof node === "object") Object.entries(node).forEach(([k, v]) => walk(v, k))
    else if (key === "field" && typeof node === "string") named.add(node)
  }
  walk((spec as { encoding?: unknown }).encoding)
  return [...named].filter((f) => !have.has(f))
}

/**
 * The site's look for every chart: token colours as CSS variables (Vega writes them into fill
 * and stroke as given, so a chart follows the colour mode without being redrawn), the site's
 * font, no background (the page's shows through), series in the accent and token colours.
 */
export const CHART_CONFIG = {
  background: null,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  view: { stroke: null },
  axis: {
    labelColor: "var(--fg-muted)",
    titleColor: "var(--fg)",
    gridColor: "var(--border)",
    domainColor: "var(--border-strong)",
    tickColor: "var(--border-strong)",
    labelFontSize: 11,
    // Vega measures text by estimate in Node; room for a stage name before it cuts one short.
    labelLimit: 260,
    // Vega's estimate (0.8 em a character) would cut an axis title longer than the axis short.
    titleLimit: 1000,
    titleFontSize: 12,
    titleFontWeight: 600,
  },
  legend: {
    // Below the plot, not beside it: a chart then needs no more width than its plot (400 px phones).
    orient: "bottom",
    labelColor: "var(--fg-muted)",
    titleColor: "var(--fg)",
    labelFontSize: 11,
    titleFontSize: 12,
    labelLimit: 260,
    titleLimit: 400,
  },
  // Discrete x labels (p50, p99...) upright: Vega-Lite turns them when it cannot measure text.
  axisX: { labelAngle: 0 },
  title: { color: "var(--fg)" },
  text: { color: "var(--fg)" },
  mark: { color: "var(--accent)" },
  range: {
    category: [
      "var(--accent)",
      "var(--token-number)",
      "var(--token-string)",
      "var(--token-keyword)",
      "var(--fg-muted)",
    ],
  },
} as const
