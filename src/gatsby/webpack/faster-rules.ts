import { readFileSync } from "node:fs"
import {
  GATSBY_JS_RULE_TESTS,
  moduleOfUse,
  MDX_TEMPLATE_COPY_QUERY,
  PAGE_EXPORT_QUERY,
  STATIC_QUERY_DIR,
} from "../internals"
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
 * files with a `graphql` tag or a static query. A module whose page API Gatsby strips with Babel
 * (`getServerData`, `config`; and under develop's `?export=` split, `Head` and the default export)
 * keeps Gatsby's own loaders, unchanged. Every rule that carries Gatsby's babel-loader must be one
 * of those named in src/gatsby/internals.ts: any other fails the build.
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

const exportsOneOf = (names: string) =>
  new RegExp(
    `export\\s+(?:async\\s+)?(?:function|const|let|var)\\s+(?:${names})\\b|export\\s*\\{[^}]*\\b(?:${names})\\b`,
  )
const SERVER_APIS = exportsOneOf("getServerData|config")
const HEAD_API = exportsOneOf("Head")

/**
 * Whether Gatsby's Babel plugin (babel-plugin-remove-api) removes a page API from this module:
 * `getServerData` and `config` always; `Head` (or the default export) only where develop imports a
 * template split in two (`?export=default`, `?export=head`). A production build imports the whole
 * module and keeps `Head`, which Gatsby renders on client navigations.
 */
export const usesStrippedPageApi = (source: string, resourceQuery = ""): boolean =>
  SERVER_APIS.test(source) || (PAGE_EXPORT_QUERY.test(resourceQuery) && HEAD_API.test(source))

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
      plugins: [[options.removeGraphqlQueries, { stage: options.stage, staticQueryDir: STATIC_QUERY_DIR }]],
    },
  }

  const { sourceRule, typescriptRule, mdxRule, templateCopyRule, jsRules } = classifyRules(rules, hasGatsbyBabel)

  /** The loaders a module of this rule gets: SWC, Babel for queries where needed, then the rest. */
  const rewrite =
    (rule: Rule, front: Loader[] = [], target = options.target) =>
    (info: UseInfo): Loader[] => {
      // Gatsby's Fast Refresh probe (no module) gets the original loaders, so every rule that had
      // Fast Refresh keeps it (SWC adds the registrations in `develop`).
      const file = moduleOfUse(info)
      if (file === null) return usesOf(rule, info)
      const source = read(file)
      if (usesStrippedPageApi(source, info.resourceQuery)) return usesOf(rule, info)
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
  // once, so there is nothing to remember of those. Develop's two halves of a template with a
  // `Head` (`&export=default`, `&export=head`) compile differently, so each half has its own key.
  const templateCopy: Rule = {
    ...templateCopyRule,
    use: (info) =>
      moduleOfUse(info) === null
        ? usesOf(templateCopyRule, info)
        : [
            ...usesOf(templateCopyRule, info).filter((l) => !isGatsbyBabel(l)),
            memo(`${options.stage}${PAGE_EXPORT_QUERY.exec(info.resourceQuery ?? "")?.[0] ?? ""}`),
          ],
  }
  const source: Rule = { ...sourceRule, use: rewrite(sourceRule) }
  const mdx: Rule = { ...mdxRule, use: rewrite(mdxRule, develop ? [] : [memo("mdx")], mdxTarget) }

  const out: Rule[] = []
  for (const rule of rules) {
    if (rule === sourceRule) out.push(templateCopy, source)
    else if (rule === mdxRule) out.push(mdx)
    else if (rule === typescriptRule || rule === templateCopyRule)
      continue // the source rule covers .ts; the copy rule moved
    else if (!jsRules.includes(rule)) out.push(rule)
  }
  return out
}

const describeRule = (rule: Rule) =>
  `{ test: ${rule.test ?? "-"}, resourceQuery: ${rule.resourceQuery ?? "-"}, type: ${rule.type ?? "-"} }`

/**
 * Gatsby's JavaScript rules (those with its babel-loader) by role, as Gatsby 5.16 and
 * gatsby-plugin-mdx 5.16 make them (src/gatsby/internals.ts). Throws when one is missing or when
 * another rule carries Gatsby's Babel: it would otherwise be dropped or compiled twice unseen.
 */
export function classifyRules(rules: readonly Rule[], hasGatsbyBabel: (rule: Rule) => boolean) {
  const jsRules = rules.filter(hasGatsbyBabel)
  const byTest = (source: string) => jsRules.filter((r) => !r.resourceQuery && r.test?.source === source)
  const [sourceRule, ...extraSource] = byTest(GATSBY_JS_RULE_TESTS.source)
  const [typescriptRule, ...extraTypescript] = byTest(GATSBY_JS_RULE_TESTS.typescript)
  const [mdxRule, ...extraMdx] = byTest(GATSBY_JS_RULE_TESTS.mdx)
  const [templateCopyRule, ...extraCopies] = jsRules.filter(
    (r) => r.resourceQuery && MDX_TEMPLATE_COPY_QUERY.test(r.resourceQuery.source),
  )
  const known = [sourceRule, typescriptRule, mdxRule, templateCopyRule]
  const unknown = [...extraSource, ...extraTypescript, ...extraMdx, ...extraCopies].concat(
    jsRules.filter((r) => !known.includes(r)),
  )
  const missing = Object.entries({ sourceRule, typescriptRule, mdxRule, templateCopyRule })
    .filter(([, rule]) => !rule)
    .map(([name]) => name)
  if (missing.length || unknown.length)
    throw new Error(
      "faster-rules: Gatsby's JavaScript rules are not the ones this module was written for (src/gatsby/internals.ts, " +
        `GATSBY_JS_RULE_TESTS): ${missing.length ? `missing ${missing.join(", ")}` : ""}${missing.length && unknown.length ? "; " : ""}` +
        `${unknown.length ? `not handled ${[...new Set(unknown)].map(describeRule).join(", ")}` : ""}. Read Gatsby's and gatsby-plugin-mdx's webpack config before upgrading.`,
    )
  return {
    sourceRule: sourceRule!,
    typescriptRule: typescriptRule!,
    mdxRule: mdxRule!,
    templateCopyRule: templateCopyRule!,
    jsRules,
  }
}
