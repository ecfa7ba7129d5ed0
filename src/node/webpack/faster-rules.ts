import { readFileSync } from "node:fs"
import { swcOptions, type SwcTarget } from "./swc"

/**
 * Gatsby's JavaScript rules, rewritten so that Babel runs only where Gatsby needs it.
 *
 * What Gatsby 5.16 does (read in gatsby/dist/utils/webpack-utils.js and gatsby-plugin-mdx 5.16's
 * gatsby-node.js): three rules match a TypeScript page template, each with its own
 * babel-loader running babel-preset-gatsby, so a `.tsx` file is compiled twice and each MDX
 * page's copy of its template (`doc.tsx?__contentFilePath=…`) three times, with a Babel config
 * built afresh per copy (Gatsby caches it by resource query). Babel was most of a cold build.
 *
 * Here every module goes through SWC once (TypeScript, JSX, syntax lowering), and Babel runs
 * only with the one Gatsby transform a module needs: babel-plugin-remove-graphql-queries, for
 * files with a `graphql` tag or a static query. A module that uses a page API Gatsby strips with
 * Babel (`getServerData`, `config`, `Head`) keeps Gatsby's own loaders, unchanged.
 */

type Loader = string | { loader: string; options?: unknown }
type UseInfo = { resource?: string; resourceQuery?: string; issuer?: string }
type UseFn = (info: UseInfo) => Loader[]
export interface Rule {
  test?: RegExp
  include?: unknown
  exclude?: unknown
  resourceQuery?: RegExp
  type?: string
  use?: Loader[] | UseFn | Loader
  [key: string]: unknown
}

/** Source that needs babel-plugin-remove-graphql-queries: a `graphql` tag or a static query. */
export const usesGraphql = (source: string): boolean => /\bgraphql\s*`|\buseStaticQuery\b|<StaticQuery\b/.test(source)

/** Page APIs that Gatsby's Babel plugin removes from browser bundles (babel-plugin-remove-api). */
export const usesStrippedPageApi = (source: string): boolean =>
  /export\s+(?:async\s+)?(?:function|const|let|var)\s+(?:getServerData|config|Head)\b|export\s*\{[^}]*\b(?:getServerData|config|Head)\b/.test(
    source,
  )

export interface FasterRulesOptions {
  stage: string
  target: SwcTarget
  /** Resolved path of Gatsby's babel-loader (gatsby/dist/utils/babel-loader.js). */
  gatsbyBabelLoader: string
  swcLoader: string
  /** memo-loader.cjs: hands back what the loaders after it made of the same bytes earlier. */
  memoLoader: string
  babelLoader: string
  removeGraphqlQueries: string
  /** Reads a module's source; injectable for tests. */
  readSource?: (file: string) => string
}

const loaderPath = (l: Loader) => (typeof l === "string" ? l : l.loader)

function usesOf(rule: Rule, info: UseInfo): Loader[] {
  const uses = rule.use
  if (typeof uses === "function") return uses(info)
  if (Array.isArray(uses)) return uses
  return uses ? [uses] : []
}

export function fasterRules(rules: Rule[], options: FasterRulesOptions): Rule[] {
  const isGatsbyBabel = (l: Loader) => loaderPath(l) === options.gatsbyBabelLoader
  const hasGatsbyBabel = (rule: Rule) => usesOf(rule, {}).some(isGatsbyBabel)
  const sources = new Map<string, string>()
  const read =
    options.readSource ??
    ((file: string) => {
      let source = sources.get(file)
      if (source === undefined) {
        try {
          source = readFileSync(file, "utf8")
        } catch {
          source = ""
        }
        sources.set(file, source)
      }
      return source
    })

  const develop = options.stage === "develop"
  const swc = (file: string, target = options.target): Loader => ({
    loader: options.swcLoader,
    options: swcOptions(file, target, develop),
  })
  const memo = (key: string): Loader => ({ loader: options.memoLoader, options: { key } })
  // Compiled MDX is the same for the browser and the HTML renderer when both get the browser
  // targets (Node 20 runs anything a browser target allows), so each page is compiled once a build.
  const mdxTarget: SwcTarget = "browsers" in options.target ? options.target : { browsers: ["defaults"] }
  const graphqlRemoval: Loader = {
    loader: options.babelLoader,
    options: {
      babelrc: false,
      configFile: false,
      compact: false,
      sourceType: "unambiguous",
      parserOpts: { plugins: ["typescript", "jsx"] },
      plugins: [[options.removeGraphqlQueries, { stage: options.stage, staticQueryDir: "page-data/sq/d" }]],
    },
  }

  const jsRules = rules.filter(hasGatsbyBabel)
  // Gatsby's own rule for source files (the widest test; it also covers .ts/.tsx).
  const sourceRule = jsRules.find((r) => r.test?.source === "\\.(js|mjs|jsx|ts|tsx)$")
  // gatsby-plugin-mdx: the MDX module itself, and each page's copy of its template.
  const mdxRule = jsRules.find((r) => r.test?.source === "\\.mdx?$")
  const templateCopyRule = jsRules.find((r) => r.resourceQuery && /__contentFilePath/.test(r.resourceQuery.source))
  if (!sourceRule || !mdxRule || !templateCopyRule) {
    throw new Error(
      "faster-rules: Gatsby's or gatsby-plugin-mdx's webpack rules are not the ones this module was written for " +
        "(checked against gatsby 5.16 and gatsby-plugin-mdx 5.16); read their webpack config before upgrading.",
    )
  }

  /** The loaders a module of this rule gets: SWC, Babel for queries where needed, then the rest. */
  const rewrite =
    (rule: Rule, front: Loader[] = [], target = options.target) =>
    (info: UseInfo): Loader[] => {
      // Gatsby calls `use({})` once, without a module, to find the rules whose loaders include
      // its babel-loader and so should get React Fast Refresh (gatsby/dist/utils/webpack.config.js,
      // after onCreateWebpackConfig): the original loaders answer it, so every rule that had
      // Fast Refresh keeps it (SWC adds the registrations in `develop`).
      if (info.resource === undefined) return usesOf(rule, info)
      const file = info.resource
      const source = read(file)
      if (usesStrippedPageApi(source)) return usesOf(rule, info)
      const rest = usesOf(rule, info).filter((l) => !isGatsbyBabel(l))
      // Loaders run from last to first: `rest` (the MDX compiler), queries removed, then SWC.
      return [...front, swc(file, target), ...(usesGraphql(source) ? [graphqlRemoval] : []), ...rest]
    }

  // A template copy is matched by the source rule too (a rule's `test` sees the path, not the
  // query); its chain is: queries removed, SWC (both remembered from the first copy: every copy
  // is the same file), then gatsby-layout-loader, which parses plain JS with JSX and so must run
  // after SWC. Rule order fixes loader order, so this rule goes first.
  // `develop` remembers the template copies too (143 copies of doc.tsx were 143 SWC and Babel
  // runs); an edit changes the bytes, and so the key. Its one compilation compiles each MDX page
  // once, so there is nothing to remember of those.
  const templateCopy: Rule = {
    ...templateCopyRule,
    use: (info) =>
      info.resource === undefined
        ? usesOf(templateCopyRule, info)
        : [...usesOf(templateCopyRule, info).filter((l) => !isGatsbyBabel(l)), memo(options.stage)],
  }
  const source: Rule = { ...sourceRule, use: rewrite(sourceRule) }
  const mdx: Rule = { ...mdxRule, use: rewrite(mdxRule, develop ? [] : [memo("mdx")], mdxTarget) }

  const out: Rule[] = []
  for (const rule of rules) {
    if (rule === sourceRule) out.push(templateCopy, source)
    else if (rule === mdxRule) out.push(mdx)
    else if (jsRules.includes(rule))
      continue // Gatsby's extra .ts rule and the template-copy rule (moved)
    else out.push(rule)
  }
  return out
}
