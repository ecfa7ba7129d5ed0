import type { InlineScript } from "./inline-scripts"

/**
 * The site's Content-Security-Policy (deploy/README.md). Scripts: the site's own files and,
 * inline, only the scripts the site and Gatsby are known to write, each allowed by its SHA-256
 * hash; no 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline': Gatsby inlines the
 * stylesheet into every page and React writes style attributes, and a style cannot run code.
 */

/** One inline script a page may hold: the site's own (by its exact text) or Gatsby's (by shape). */
export interface KnownInlineScript {
  name: string
  matches: (script: InlineScript) => boolean
}

/** Directives in the order they are written; `script-src` gets the page's hashes appended. */
export const POLICY_DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'"]],
  ["connect-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
]

/** `'sha256-…'` for a base64 digest. */
export const hashSource = (base64Digest: string) => `'sha256-${base64Digest}'`

/** The policy with the given script hash sources (`'sha256-…'`) allowed. */
export function contentSecurityPolicy(scriptHashSources: readonly string[]): string {
  return POLICY_DIRECTIVES.map(([name, sources]) =>
    [name, ...sources, ...(name === "script-src" ? scriptHashSources : [])].join(" "),
  ).join("; ")
}

export interface ClassifiedScripts {
  /** Each allowed script with the name of what it is. */
  known: { script: InlineScript; name: string }[]
  /** Scripts no known kind matches: the build fails on these. */
  unknown: InlineScript[]
}

export function classifyInlineScripts(
  scripts: readonly InlineScript[],
  knownScripts: readonly KnownInlineScript[],
): ClassifiedScripts {
  const known: ClassifiedScripts["known"] = []
  const unknown: InlineScript[] = []
  for (const script of scripts) {
    const kind = knownScripts.find((candidate) => candidate.matches(script))
    if (kind) known.push({ script, name: kind.name })
    else unknown.push(script)
  }
  return { known, unknown }
}

/** The unique hash sources of a page's scripts, in first-seen order. */
export function scriptHashSources(texts: readonly string[], sha256Base64: (text: string) => string): string[] {
  return [...new Set(texts.map((text) => hashSource(sha256Base64(text))))]
}
