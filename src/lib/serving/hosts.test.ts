import { nginxServerConf } from "./nginx"
import { headersFile, redirectsFile } from "./static-hosts"
import { CACHE_CONTROL, IMMUTABLE_PATHS, SECURITY_HEADERS } from "./rules"
import { HTML_RANGES, MARKDOWN_RANGE, levelSteps } from "./negotiation"

const HASHES = ["'sha256-AAAA='", "'sha256-BBBB='"]
const REDIRECTS = [{ from: "/api/", to: "/docs/api/" }]

describe("the nginx configuration", () => {
  const conf = nginxServerConf(HASHES, REDIRECTS)
  const block = (match: string) => {
    const start = conf.indexOf(`location ${match} {`)
    expect(start).toBeGreaterThanOrEqual(0)
    return conf.slice(start, conf.indexOf("\n  }", start))
  }
  it("states every header in each location that has its own (nginx drops the outer ones there)", () => {
    for (const match of [
      "/",
      "/docs/",
      "^~ /page-data/",
      ...IMMUTABLE_PATHS.map(({ pattern }) => `~ "${pattern.replace(/\\/g, "\\\\")}"`),
    ]) {
      const lines = block(match)
      for (const name of Object.keys(SECURITY_HEADERS)) expect(lines).toContain(`add_header ${name} `)
      expect(lines).toMatch(/add_header Cache-Control "[^"]+" always;/)
    }
    expect(block("/")).toContain(`"${CACHE_CONTROL.revalidate}"`)
    expect(block('~ "^/static/"')).toContain(`"${CACHE_CONTROL.immutable}"`)
  })
  it("gives HTML the policy with the pages' hashes, the 404 page, and 301s for each redirect", () => {
    expect(block("/")).toContain(`script-src 'self' ${HASHES.join(" ")};`)
    expect(conf).toContain("error_page 404 /404.html;")
    expect(block("= /api")).toContain("return 301 /docs/api/;")
    expect(block("= /api/")).toContain("return 301 /docs/api/;")
  })
  it("serves the twins as Markdown, not for search engines", () => {
    expect(block('~ "\\\\.md$"')).toContain("types { text/markdown md; }")
    expect(block('~ "\\\\.md$"')).toContain('add_header X-Robots-Tag "noindex" always;')
  })
  it("answers a doc page's address with its twin where the Accept header asks for Markdown, saying Vary: Accept", () => {
    const docs = block("/docs/")
    // Every pattern of the rule, in its order, as nginx reads a quoted string.
    let at = 0
    for (const { pattern, level } of levelSteps([MARKDOWN_RANGE, ...HTML_RANGES])) {
      const line = `~* "${pattern.replace(/\\/g, "\\\\")}") { set $accept_`
      at = docs.indexOf(line, at)
      expect({ pattern, found: at >= 0 }).toEqual({ pattern, found: true })
      expect(docs.slice(at).split("\n")[0]).toMatch(new RegExp(`set \\$accept_(markdown|html) ${level}; }$`))
    }
    expect(docs).toContain("if (-f $document_root$markdown_twin) {")
    expect(docs).toContain("rewrite ^ $markdown_twin last;")
    expect(docs).toContain('add_header Vary "Accept" always;')
    expect(docs).toContain(`script-src 'self' ${HASHES.join(" ")};`)
    expect(block('~ "\\\\.md$"')).toContain('add_header Vary "$markdown_vary" always;')
    expect(conf).toMatch(/^set \$markdown_vary "";$/m)
  })
  it("serves the FIX dictionaries and sitemaps as XML documents, revalidated", () => {
    expect(block('~ "\\\\.xml$"')).toContain("types { application/xml xml; }")
    expect(block('~ "\\\\.xml$"')).toContain(`"${CACHE_CONTROL.revalidate}"`)
  })
  it("serves the charts' data files as CSV in UTF-8", () => {
    expect(block('~ "\\\\.csv$"')).toContain("types { text/csv csv; }")
    expect(conf).toMatch(/^charset_types .*\btext\/csv\b.*;$/m)
  })
})

describe("the static hosts' files", () => {
  const rules = headersFile(HASHES)
    .split(/\n(?=\/)/)
    .slice(1)
    .map((rule) => rule.split("\n"))
  it("sets each header once per address: the policy for all, caching by kind, within Cloudflare's limits", () => {
    expect(rules[0][0]).toBe("/*")
    expect(rules[0]).toContain(
      `  Content-Security-Policy: default-src 'self'; script-src 'self' ${HASHES.join(" ")}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    )
    expect(rules[0].some((line) => line.startsWith("  Cache-Control"))).toBe(false)
    expect(rules.length).toBeLessThanOrEqual(100)
    for (const rule of rules) {
      expect(rule[0].split("*").length).toBeLessThanOrEqual(2)
      for (const line of rule) expect(line.length).toBeLessThanOrEqual(2000)
    }
    expect(rules.find((rule) => rule[0] === "/*.js")).toContain(`  Cache-Control: ${CACHE_CONTROL.immutable}`)
    expect(rules.find((rule) => rule[0] === "/*.xml")).toContain("  Content-Type: application/xml; charset=utf-8")
    expect(rules.find((rule) => rule[0] === "/*.csv")).toContain("  Content-Type: text/csv; charset=utf-8")
  })
  it("redirects with 301, with and without the slash", () => {
    expect(redirectsFile(REDIRECTS).split("\n").slice(1, 3)).toEqual(["/api /docs/api/ 301", "/api/ /docs/api/ 301"])
  })
})
