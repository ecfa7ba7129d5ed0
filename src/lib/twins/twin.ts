import { toMarkdown } from "mdast-util-to-markdown"
import { gfmTableToMarkdown } from "mdast-util-gfm-table"
import type { Content, Parent, Root } from "mdast"
import { parseMdx } from "../markdown/mdx"
import { isReferenceComponent, type ReferenceProps } from "../reference/select"
import { isExternal } from "../links/resolve"
import { isRestComponent } from "../rest/tables"
import { referenceMarkdown, restMarkdown, type ReferenceTables } from "./reference-tables"
import { ADMONITION_TITLES, isAdmonitionType } from "../admonitions"
import { chartDataRoute } from "../diagrams/chart-data"

/**
 * A doc page's Markdown twin: what a reader's tools (an AI assistant, a coding agent, a script)
 * read instead of the HTML. Written from the MDX source, not scraped back from the page: the title
 * as `# H1`, the description, the prose, every code block verbatim with its language, admonitions
 * as blockquotes, tabs as their panels in order, links absolute to the site, and the reference
 * tables the components render from data as Markdown tables with the same rows. No import, export
 * or JSX is left: a JSX element without a Markdown form is an error naming it and its line, so a
 * new component cannot silently vanish from the twins.
 */
export interface TwinPage {
  title: string
  description: string | null
  /** The page's route (`/docs/algos/twap/`). */
  route: string
}

export interface TwinContext {
  /** `https://docs.tachyon.example.com`, no trailing slash needed. */
  siteUrl: string
  /** A link as written (`../api/fix/fix_client_onboarding.mdx#logon`) → the site's href (`/docs/api/...`). */
  resolveLink: (href: string) => string
  data: ReferenceTables
}

export interface TwinProblem {
  line: number
  component: string
}

export interface Twin {
  markdown: string
  /** Every link into the site the twin holds, as site paths (`/docs/ha/cluster/#failover`), for the link check. */
  links: string[]
  /** The charts' data files the twin links to, as site paths (`/data/benchmarks/x.csv`): the build publishes each there from content/. */
  chartData: string[]
  problems: TwinProblem[]
}

/** The components that have a Markdown form here; every other JSX element is a problem. */
export const COMPONENTS_WITH_MARKDOWN_FORM = [
  "Admonition",
  "Tabs",
  "TabItem",
  "ConfigKeys",
  "CliCommands",
  "CliExitCodes",
  "CliOptions",
  "Counters",
  "FixTags",
  "FixValues",
  "Metrics",
  "RejectCodeDetails",
  "RejectCodes",
  "Glossary",
  "RestEndpoints",
  "RestSchema",
] as const

/** Components that show no text on the page (the test-only crash trigger): left out of the twin. */
export const COMPONENTS_WITHOUT_TEXT = ["CrashTrigger"] as const

type Node = Root | Content
interface JsxNode {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement"
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
  children: Content[]
  position?: { start: { line: number } }
}

const isJsx = (node: Node): node is Node & JsxNode =>
  node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"

/** A JSX element's props as strings; a bare `relative` is "". */
function propsOf(node: JsxNode): ReferenceProps {
  const props: Record<string, string> = {}
  for (const a of node.attributes)
    if (a.type === "mdxJsxAttribute" && a.name) props[a.name] = typeof a.value === "string" ? a.value : ""
  return props
}

const strongParagraph = (label: string): Content => ({
  type: "paragraph",
  children: [{ type: "strong", children: [{ type: "text", value: label }] }],
})

export function markdownTwin(source: string, page: TwinPage, context: TwinContext): Twin {
  const tree = parseMdx(source, { tables: true })
  const problems: TwinProblem[] = []
  const links: string[] = []
  const chartData: string[] = []
  const origin = context.siteUrl.replace(/\/+$/, "")

  const link = (href: string): string => {
    if (isExternal(href) || href.startsWith("mailto:")) return href
    const resolved = href.startsWith("#") ? `${page.route}${href}` : context.resolveLink(href)
    if (!resolved.startsWith("/")) return resolved // left as written: the page's link check reports it
    links.push(resolved)
    return `${origin}${resolved}`
  }

  /** The node's Markdown form: a list of nodes in its place (empty: dropped). */
  const transform = (node: Content): Content[] => {
    switch (node.type as string) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
        return []
      case "link":
      case "definition":
        ;(node as { url: string }).url = link((node as { url: string }).url)
        break
    }
    if (isJsx(node)) return jsxForm(node)
    if (node.type === "code" && node.lang === "vega-lite") return [node, ...chartDataLink(node.value)]
    if ("children" in node) (node as Parent).children = (node as Parent).children.flatMap(transform)
    return [node]
  }

  // The spec stays as written; its data, relative to content/, is linked at its published address.
  const chartDataLink = (spec: string): Content[] => {
    const route = chartDataRoute(spec)
    if (!route) return []
    links.push(route)
    if (!chartData.includes(route)) chartData.push(route)
    const name = route.slice(route.lastIndexOf("/") + 1)
    return [
      {
        type: "paragraph",
        children: [
          { type: "text", value: "The chart's data: " },
          { type: "link", url: `${origin}${route}`, children: [{ type: "inlineCode", value: name }] },
        ],
      },
    ]
  }

  const jsxForm = (node: JsxNode): Content[] => {
    const name = node.name ?? "(fragment)"
    const children = () => node.children.flatMap(transform)
    if (name === "Admonition") {
      const { type = "note", title } = propsOf(node)
      const kind = isAdmonitionType(type) ? ADMONITION_TITLES[type] : ADMONITION_TITLES.note
      const label = title && title !== kind ? `${kind}: ${title}` : kind
      return [{ type: "blockquote", children: [strongParagraph(label), ...children()] as never }]
    }
    if (name === "Tabs") return children()
    if (name === "TabItem") {
      const { value = "", label } = propsOf(node)
      return [strongParagraph(label ?? value), ...children()]
    }
    if (isReferenceComponent(name) || isRestComponent(name)) {
      // Raw Markdown (the data's own inline Markdown), written as it is; its links are absolute
      // routes (content/reference's rule), made absolute to the site like the page's own.
      const table = isRestComponent(name)
        ? restMarkdown(name, propsOf(node), context.data)
        : referenceMarkdown(name, propsOf(node), context.data)
      const markdown = table.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${link(href)})`)
      return markdown ? [{ type: "html", value: markdown }] : []
    }
    if ((COMPONENTS_WITHOUT_TEXT as readonly string[]).includes(name)) return []
    problems.push({ line: node.position?.start.line ?? 1, component: name })
    return []
  }

  tree.children = tree.children.flatMap(transform)
  // Tables unpadded: padding costs time and bytes and tells a tool nothing.
  const body = toMarkdown(tree, {
    extensions: [gfmTableToMarkdown({ tablePipeAlign: false })],
    fences: true,
    bullet: "-",
    rule: "-",
  })
  const head = [`# ${page.title}`, page.description ? `> ${page.description.replace(/\s*\n\s*/g, " ")}` : null]
  return {
    markdown: `${[...head.filter(Boolean), body.trim()].join("\n\n")}\n`,
    links,
    chartData,
    problems,
  }
}
