/**
 * Labels that stay in their boxes (and notes) in whatever font the reader has. beautiful-mermaid sizes a box
 * from its own estimate of the label's width, which is about Arial's; a reader with none of the
 * Arial-width fonts of --font-diagram falls back to a wider one (DejaVu Sans, up to a third wider,
 * Noto Sans a little), whose label would run over the box's edge. Such a label gets `textLength`
 * (the estimate, never more than the box's room) with lengthAdjust="spacingAndGlyphs": the
 * browser draws it at that length in any font, so a wide fallback is condensed to fit, with no
 * script. Labels with room to spare for the widest fallback are left as drawn.
 */

/** How much wider than the estimate the widest fallback of --font-diagram (DejaVu Sans) draws a label. */
export const WIDEST_FALLBACK_RATIO = 1.35

/** Space kept between a label and its box's edge, in the drawing's units. */
const EDGE_MARGIN = 3

const NARROW = new Set([..."iltfjI1!|.,:;'"])
const SEMI_NARROW = new Set([...'()[]{}/\\-"`'])
const WIDE = new Set([..."wm@%"])
const VERY_WIDE = new Set([..."WM"])

/**
 * beautiful-mermaid's estimate of a label's width, less the padding it adds, which it does not
 * export (its text-metrics module): character classes in ems times a ratio for the weight.
 */
export function estimatedLabelWidth(text: string, fontSize: number, fontWeight: number): number {
  const ratio = fontWeight >= 600 ? 0.6 : fontWeight >= 500 ? 0.57 : 0.54
  let ems = 0
  for (const char of text) {
    if (char === " ") ems += 0.3
    else if (VERY_WIDE.has(char)) ems += 1.5
    else if (WIDE.has(char)) ems += 1.2
    else if (NARROW.has(char)) ems += 0.4
    else if (SEMI_NARROW.has(char)) ems += 0.5
    else if (char === "r") ems += 0.8
    else if (char >= "A" && char <= "Z") ems += 1.2
    else ems += 1
  }
  return ems * fontSize * ratio
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** SVG text as the characters drawn. */
export const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The room a label has in its box, from where it is anchored to the nearer edge(s). */
function roomFor(anchor: string, x: number, box: Box): number {
  const left = x - box.x - EDGE_MARGIN
  const right = box.x + box.width - x - EDGE_MARGIN
  if (anchor === "middle") return 2 * Math.min(left, right)
  if (anchor === "end") return left
  return right
}

/**
 * The drawing with `textLength` on every label in a box (a node, an edge label's backing, an
 * actor, a group's header, a note) that the widest fallback font could push over the box's edge.
 */
export function fitLabelsToBoxes(svg: string): string {
  return svg.replace(/<g class="(?:node|edge-label|actor|subgraph|note)">[\s\S]*?<\/g>/g, (group) => {
    const rects: Box[] = [...group.matchAll(/<rect\b[^>]*>/g)].map(([tag]) => ({
      x: Number(attribute(tag, "x") ?? 0),
      y: Number(attribute(tag, "y") ?? 0),
      width: Number(attribute(tag, "width") ?? 0),
      height: Number(attribute(tag, "height") ?? 0),
    }))
    // A note is a polygon (a page with a folded corner); its box is the polygon's bounds.
    const polygons: Box[] = [...group.matchAll(/<polygon\b[^>]*\spoints="([^"]*)"/g)].map(([, points]) => {
      const numbers = points
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      const xs = numbers.filter((_, i) => i % 2 === 0)
      const ys = numbers.filter((_, i) => i % 2 === 1)
      const [x, y] = [Math.min(...xs), Math.min(...ys)]
      return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
    })
    const boxes = [...rects, ...polygons]
    return group.replace(/<text\b([^>]*)>([^<]+)<\/text>/g, (whole, attrs: string, content: string) => {
      if (/\stextLength=/.test(attrs)) return whole
      const x = Number(attribute(attrs, "x"))
      const y = Number(attribute(attrs, "y"))
      const fontSize = Number(attribute(attrs, "font-size"))
      if (![x, y, fontSize].every(Number.isFinite) || !fontSize) return whole
      // The label's box is the narrowest rect at the label's height (a group's header, not the group).
      const box = boxes.filter((b) => y >= b.y && y <= b.y + b.height).sort((a, b) => a.width - b.width)[0]
      if (!box) return whole
      const room = roomFor(attribute(attrs, "text-anchor") ?? "start", x, box)
      const estimate = estimatedLabelWidth(
        unescapeXml(content),
        fontSize,
        Number(attribute(attrs, "font-weight") ?? 400),
      )
      if (estimate * WIDEST_FALLBACK_RATIO <= room) return whole
      const length = Math.max(1, Math.min(estimate, room))
      return `<text${attrs} textLength="${length.toFixed(2)}" lengthAdjust="spacingAndGlyphs">${content}</text>`
    })
  })
}
