/**
 * How the built site is served (deploy/README.md), as data: what each kind of file may be
 * cached for, the security headers every response carries, and the redirects. The nginx
 * configuration (nginx.ts) and the `_headers` / `_redirects` files (static-hosts.ts) are both
 * rendered from here, so the hosts cannot drift apart.
 */

/**
 * Gatsby's HTML and page data name no version, so a reader must revalidate them on every visit (a
 * cached page-data file against new code is a blank page after a deploy); files whose name carries
 * a hash of their content never change, so they are kept for a year without asking.
 */
export const CACHE_CONTROL = {
  revalidate: "public, max-age=0, must-revalidate",
  immutable: "public, max-age=31536000, immutable",
} as const
export type CacheClass = keyof typeof CACHE_CONTROL

/**
 * The files named by a hash of their content, as regular expressions on the URL path that both
 * JavaScript and nginx (PCRE) read alike. Each is checked against the build (serving.test.ts).
 */
export const IMMUTABLE_PATHS: readonly { pattern: string; what: string }[] = [
  { pattern: "^/static/", what: "files Gatsby copies under a content-hash folder (static/<hash>/name)" },
  { pattern: "^/[^/]+-[0-9a-f]{20}\\.js$", what: "webpack's JavaScript (name-<contenthash>.js)" },
  { pattern: "^/[^/]+\\.[0-9a-f]{20}\\.css$", what: "the stylesheet (styles.<contenthash>.css)" },
  { pattern: "^/search-index/", what: "the search index's shards and texts (named by content hash)" },
]

export function cacheClassOf(urlPath: string): CacheClass {
  return IMMUTABLE_PATHS.some(({ pattern }) => new RegExp(pattern).test(urlPath)) ? "immutable" : "revalidate"
}

/** On every response (HTML or not, errors too). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A response is only ever what its Content-Type says (no script from a Markdown twin, say).
  "X-Content-Type-Options": "nosniff",
  // Other sites learn the origin a reader came from, never the page or its search query.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Never framed (clickjacking); the CSP's frame-ancestors says the same to current browsers.
  "X-Frame-Options": "DENY",
  // The site uses none of these powers, so no script it runs may ask for them.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/** On the Markdown twins and llms.txt files: for readers' tools, not for search engines' results. */
export const MACHINE_TEXT_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex" }

/** Files the hosts read and never serve. */
export const HOST_FILES = ["_headers", "_redirects", "_nginx"] as const

/** The Markdown twins and llms.txt files, as the hosts' patterns (one `*` each). */
export const MACHINE_TEXT_PATTERNS = ["/*.md", "/llms.txt", "/llms-full.txt", "/llms/*"] as const

/**
 * Files whose type the servers' defaults do not know, name differently or give no charset: the
 * published REST API document (nginx's mime.types has no YAML, and serves it as
 * application/octet-stream, which a browser downloads), the charts' data files the Markdown twins
 * link to, and the FIX dictionaries for clients' engines (QuickFIX XML, which nginx's own table
 * would call text/xml; the sitemaps are XML documents too).
 */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  yaml: "application/yaml",
  csv: "text/csv",
  xml: "application/xml",
}

/** The 404 page Gatsby writes, served with status 404 for any unknown address. */
export const NOT_FOUND_PAGE = "/404.html"

export interface ServedPage {
  /** The HTML file's path from the site root, `/docs/foo/index.html`. */
  file: string
  /** Hash sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: string[]
}

/**
 * The script hashes of the site's one policy: every page's inline scripts are the same (Gatsby's
 * per-page script is replaced in gatsby-ssr.tsx), because a static host gives an unknown address's
 * 404 page the headers of that address, and its header rules are few (Cloudflare Pages: 100 rules
 * of 2,000 characters). The hashes most pages share; `differing`: the pages that have others. A page
 * with no inline script (the Javadoc's) is served by any policy: it neither votes nor differs.
 */
export function sharedScriptHashes(pages: readonly ServedPage[]): { hashes: string[]; differing: ServedPage[] } {
  const counts = new Map<string, number>()
  const scripted = pages.filter((page) => page.scriptHashes.length)
  for (const page of scripted) {
    const key = page.scriptHashes.join(" ")
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [shared = ""] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? []
  return {
    hashes: shared ? shared.split(" ") : [],
    differing: scripted.filter((page) => page.scriptHashes.join(" ") !== shared),
  }
}

/** `/api/` → the forms of a redirect's address a reader may type: with and without the slash. */
export function redirectSources(from: string): string[] {
  const bare = from.replace(/\/+$/, "")
  return bare && bare !== from ? [bare, from] : [from]
}
