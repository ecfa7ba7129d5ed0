import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { ARTIFACTS, build } from "./builds"
import { siteSettings } from "../../src/site-settings"
import { pageTitle } from "../../src/lib/seo"
import { pageDataUrl } from "../../src/lib/page-load"

// Every page's static <head> is its own: its title, meta description and canonical link, written
// once. Under React 19, react-helmet (react-side-effect's module state) wrote another page's title
// into a page's HTML, as Gatsby renders several pages at once; the heads now come from Gatsby's
// Head API (src/components/seo/Seo.tsx). Expected values come from each page's own page data.

interface Head {
  titles: string[]
  descriptions: string[]
  canonicals: string[]
}
interface Expected {
  title: string
  /** null: the page has no description (a redirect) */
  description: string | null
  canonical: string
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
const attribute = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "")

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"))
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => m[0])
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => decode(m[1])),
    descriptions: tags("meta")
      .filter((t) => attribute(t, "name") === "description")
      .map((t) => attribute(t, "content")),
    canonicals: tags("link")
      .filter((t) => attribute(t, "rel") === "canonical")
      .map((t) => attribute(t, "href")),
  }
}

const url = (route: string) => new URL(route, siteSettings.siteUrl).toString()

/** What a page's head must say, from its page data. */
function expectedHead(route: string, publicDir: string): Expected {
  const file = path.join(publicDir, pageDataUrl(route))
  const { result } = JSON.parse(readFileSync(file, "utf8")) as {
    result: {
      data?: { doc?: { title: string; description: string | null; path: string } }
      pageContext?: {
        to?: string
        title?: string
        description?: string | null
        items?: unknown[]
        frontmatter?: { title?: string; description?: string }
      }
    }
  }
  const doc = result.data?.doc
  const context = result.pageContext ?? {}
  if (doc)
    return {
      title: pageTitle(doc.title),
      description: doc.description ?? siteSettings.tagline,
      canonical: url(doc.path),
    }
  if (context.to) return { title: pageTitle("Redirecting"), description: null, canonical: url(context.to) }
  if (context.items)
    return {
      title: pageTitle(context.title),
      description: context.description ?? `Every page of ${context.title} in the Tachyon documentation.`,
      canonical: url(route),
    }
  if (context.frontmatter)
    return {
      title: pageTitle(context.frontmatter.title),
      description: context.frontmatter.description ?? siteSettings.tagline,
      canonical: url(route),
    }
  const fixed: Record<string, [string | undefined, string]> = {
    "/": [undefined, siteSettings.tagline],
    "/404/": ["Page Not Found", "The page you asked for does not exist."],
    "/404.html": ["Page Not Found", "The page you asked for does not exist."],
    "/news/": ["What's New", "Release notes of the Tachyon platform, newest first."],
    "/search/": ["Search", "Search every page of the Tachyon documentation."],
  }
  const [title, description] = fixed[route] ?? ["(a page this test does not know)", ""]
  return { title: pageTitle(title), description, canonical: url(route === "/404.html" ? "/404/" : route) }
}

function* htmlPages(dir: string, publicDir = dir): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!["page-data", "static", "_gatsby", "~partytown", "search-index"].includes(name))
        yield* htmlPages(full, publicDir)
    } else if (name.endsWith(".html")) {
      const rel = path.relative(publicDir, full).split(path.sep).join("/")
      yield rel === "404.html" ? "/404.html" : `/${rel.replace(/index\.html$/, "")}`
    }
  }
}

describe.each([
  ["the real site", "site" as const, path.resolve("public")],
  ["the fixture site", "fixture" as const, path.join(ARTIFACTS, "fixture-public")],
])("the static head of every page of %s", (_name, record, publicDir) => {
  const pages = () => {
    expect(build(record).status).toBe(0)
    return [...htmlPages(publicDir)].filter((route) => existsSync(path.join(publicDir, pageDataUrl(route))))
  }

  it("is written for every page", () => {
    expect(pages().length).toBeGreaterThan(record === "site" ? 140 : 20)
  })

  it("has one title, one description and one canonical link, each the page's own", () => {
    const wrong = pages().flatMap((route) => {
      const html = readFileSync(path.join(publicDir, route === "/404.html" ? "404.html" : `${route}index.html`), "utf8")
      const head = headOf(html)
      const want = expectedHead(route, publicDir)
      const seen = {
        titles: head.titles,
        descriptions: head.descriptions,
        canonicals: head.canonicals,
      }
      const expected = {
        titles: [want.title],
        descriptions: want.description === null ? [] : [want.description],
        canonicals: [want.canonical],
      }
      return JSON.stringify(seen) === JSON.stringify(expected) ? [] : [{ route, seen, expected }]
    })
    expect(wrong).toEqual([])
  })
})
