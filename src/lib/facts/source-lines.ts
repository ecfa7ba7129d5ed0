/**
 * The lines of an MDX source outside its fenced code blocks, and the fenced blocks' own lines:
 * the fact checks read prose and tables as an author wrote them (a table row is one line), and
 * examples as the block shows them. Lines are 1-based lines of the file.
 */
export interface SourceLine {
  line: number
  text: string
  /** The info string of the fenced block the line is in (`text`, `mermaid title="…"`), or null in prose. */
  fence: string | null
  /** The line of that block's opening fence, or null in prose. */
  fenceLine: number | null
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/

export function sourceLines(source: string): SourceLine[] {
  const out: SourceLine[] = []
  let open: { marker: string; info: string; line: number } | null = null
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1
    const fence = FENCE.exec(text)
    if (open) {
      if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
        open = null
        return
      }
      out.push({ line, text, fence: open.info, fenceLine: open.line })
      return
    }
    if (fence) {
      open = { marker: fence[1], info: fence[2].trim(), line }
      return
    }
    out.push({ line, text, fence: null, fenceLine: null })
  })
  return out
}

/** The prose of a source cut into paragraphs (runs of non-blank lines outside code), with the first line of each. */
export function paragraphs(lines: readonly SourceLine[]): { line: number; text: string; lines: SourceLine[] }[] {
  const out: { line: number; text: string; lines: SourceLine[] }[] = []
  let current: SourceLine[] = []
  const flush = () => {
    if (current.length) out.push({ line: current[0].line, text: current.map((l) => l.text).join("\n"), lines: current })
    current = []
  }
  let previous = 0
  for (const l of lines) {
    if (l.fence !== null || !l.text.trim() || l.line !== previous + 1) flush()
    if (l.fence === null && l.text.trim()) current.push(l)
    previous = l.line
  }
  flush()
  return out
}
