import { Parser } from "htmlparser2"

/**
 * What a page runs from its own markup, which a Content-Security-Policy without 'unsafe-inline'
 * must account for: inline <script> elements (allowed one by one by their hashes), and the two
 * kinds no hash can allow (an event-handler attribute, a `javascript:` URL), which the build
 * refuses. Plain text in, plain data out: the caller hashes and decides.
 */

export interface InlineScript {
  /** The element's id, if any (Gatsby marks its own scripts by id). */
  id: string | null
  /** The exact text between the tags: what the browser hashes. */
  text: string
  /** 1-based line of the opening tag in the page's HTML. */
  line: number
}

export interface ForbiddenInlineCode {
  what: string
  line: number
}

export interface PageScripts {
  scripts: InlineScript[]
  forbidden: ForbiddenInlineCode[]
}

/**
 * Script types a browser runs (the HTML standard's JavaScript MIME type essence matches, and
 * "module"); any other type (application/ld+json, say) is a data block, which CSP does not govern.
 */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"])

/** Attributes whose value is a URL a `javascript:` scheme would run from. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href"])

export function scanPageScripts(html: string): PageScripts {
  const scripts: InlineScript[] = []
  const forbidden: ForbiddenInlineCode[] = []
  // Line starts, to turn the parser's offsets into line numbers.
  const lineStarts = [0]
  for (let i = html.indexOf("\n"); i !== -1; i = html.indexOf("\n", i + 1)) lineStarts.push(i + 1)
  const lineOf = (offset: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid] <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
  let open: InlineScript | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const line = lineOf(parser.startIndex)
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute))
            forbidden.push({ what: `an event handler attribute <${name} ${attribute}="${value.slice(0, 60)}">`, line })
          else if (URL_ATTRIBUTES.has(attribute.toLowerCase()) && /^\s*javascript:/i.test(value))
            forbidden.push({ what: `a javascript: URL <${name} ${attribute}="${value.slice(0, 60)}">`, line })
        }
        if (
          name === "script" &&
          !("src" in attributes) &&
          RUNNABLE_TYPES.has((attributes.type ?? "").trim().toLowerCase())
        )
          open = { id: attributes.id ?? null, text: "", line }
      },
      ontext(text) {
        if (open) open.text += text
      },
      onclosetag(name) {
        if (name === "script" && open) {
          scripts.push(open)
          open = null
        }
      },
    },
    // Entities are not decoded: a script's text is hashed exactly as written.
    { decodeEntities: false, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { scripts, forbidden }
}
