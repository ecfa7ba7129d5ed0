import { fasterRules, usesGraphql, usesStrippedPageApi, type Rule } from "./faster-rules"

// The rewriting logic, on Gatsby 5.16's JavaScript rules as they reach onCreateWebpackConfig
// (trimmed to what matters). What the hooks make of the rules the installed Gatsby really produces is
// checked on npm test's own builds, in tests/build/webpack.test.ts.
const GATSBY_BABEL = "/gatsby/dist/utils/babel-loader.js"
const babel = { loader: GATSBY_BABEL, options: { stage: "build-javascript" } }
const mdxLoader = { loader: "/gatsby-plugin-mdx/dist/gatsby-mdx-loader", options: {} }
const layoutLoader = { loader: "/gatsby-plugin-mdx/dist/gatsby-layout-loader", options: {} }
const cssRule: Rule = { test: /\.css$/, use: [{ loader: "css-loader" }] }
const gatsbyRules = (): Rule[] => [
  { test: /\.mjs$/i },
  { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, type: "javascript/auto", use: () => [babel] },
  cssRule,
  { test: /\.mdx?$/, use: () => [babel, mdxLoader] },
  { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: () => [babel, layoutLoader] },
  { test: /\.tsx?$/, use: () => [babel] },
]

const sources: Record<string, string> = {
  "/site/src/components/Plain.tsx": "export const Plain = () => <p>plain</p>",
  "/site/src/templates/doc.tsx": "export default Doc\nexport const query = graphql`query { site { id } }`",
  "/site/content/docs/a.mdx": "# A page",
  "/site/src/pages/server.tsx": "export async function getServerData() { return {} }",
}
const rewrite = (stage = "build-javascript") =>
  fasterRules(gatsbyRules(), {
    stage,
    target: { browsers: ["chrome 109"] },
    gatsbyBabelLoader: GATSBY_BABEL,
    swcLoader: "swc-loader",
    memoLoader: "memo-loader",
    babelLoader: "babel-loader",
    removeGraphqlQueries: "remove-graphql-queries",
    readSource: (file) => sources[file] ?? "",
  })

/** The loader names webpack runs for a module, in the order webpack lists them (it runs them last to first). */
function chain(rules: Rule[], resource: string, resourceQuery = ""): string[] {
  const matching = rules.filter(
    (r) => r.test?.test(resource) && (!r.resourceQuery || r.resourceQuery.test(resourceQuery)) && r.use,
  )
  return matching.flatMap((r) => {
    const use = typeof r.use === "function" ? r.use({ resource, resourceQuery }) : r.use
    return (Array.isArray(use) ? use : [use]).map((l) => {
      const name = typeof l === "string" ? l : l!.loader
      return name.replace(/.*\//, "")
    })
  })
}

describe("fasterRules", () => {
  it("compiles a component with SWC alone, once (Gatsby's own .ts rule is gone)", () => {
    expect(chain(rewrite(), "/site/src/components/Plain.tsx")).toEqual(["swc-loader"])
  })

  it("removes graphql queries with Babel before SWC where a file has one", () => {
    expect(chain(rewrite(), "/site/src/templates/doc.tsx")).toEqual(["swc-loader", "babel-loader"])
  })

  it("runs an MDX page through the MDX compiler, then SWC, remembered for the other compilation", () => {
    expect(chain(rewrite(), "/site/content/docs/a.mdx")).toEqual(["memo-loader", "swc-loader", "gatsby-mdx-loader"])
  })

  it("runs each page's template copy through Babel and SWC (remembered) before gatsby-layout-loader", () => {
    const copy = chain(rewrite(), "/site/src/templates/doc.tsx", "?__contentFilePath=/site/content/docs/a.mdx")
    expect(copy).toEqual(["gatsby-layout-loader", "memo-loader", "swc-loader", "babel-loader"])
  })

  it("keeps Gatsby's Babel for a module with a page API Gatsby strips from the browser bundle", () => {
    expect(chain(rewrite(), "/site/src/pages/server.tsx")).toEqual(["babel-loader.js"])
  })

  it("in develop: SWC with React Fast Refresh and the development JSX transform; only template copies remembered", () => {
    const rules = rewrite("develop")
    expect(chain(rules, "/site/content/docs/a.mdx")).toEqual(["swc-loader", "gatsby-mdx-loader"])
    expect(chain(rules, "/site/src/templates/doc.tsx", "?__contentFilePath=/site/content/docs/a.mdx")).toEqual([
      "gatsby-layout-loader",
      "memo-loader",
      "swc-loader",
      "babel-loader",
    ])
    const sourceRule = rules.find((r) => r.test?.source === "\\.(js|mjs|jsx|ts|tsx)$")!
    const [swc] = (sourceRule.use as (info: object) => { options: { jsc: { transform: { react: object } } } }[])({
      resource: "/site/src/components/Plain.tsx",
    })
    expect(swc.options.jsc.transform.react).toMatchObject({ refresh: true, development: true })
  })

  it("answers Gatsby's probe for its babel-loader as before, so Fast Refresh still covers those rules", () => {
    // gatsby/dist/utils/webpack.config.js calls rule.use({}) and looks for its babel-loader
    const probed = rewrite("develop").filter((r) => {
      const use = typeof r.use === "function" ? r.use({}) : r.use
      return (Array.isArray(use) ? use : [use]).some(
        (l) => l && (typeof l === "string" ? l : l.loader) === GATSBY_BABEL,
      )
    })
    expect(probed.map((r) => r.test?.source).sort()).toEqual(["\\.(js|mjs|jsx|ts|tsx)$", "\\.[tj]sx?$", "\\.mdx?$"])
  })

  it("leaves other rules alone", () => {
    expect(rewrite()).toContain(cssRule)
  })

  const rewriteOf = (rules: Rule[]) =>
    fasterRules(rules, {
      stage: "build-javascript",
      target: { node: "24" },
      gatsbyBabelLoader: GATSBY_BABEL,
      swcLoader: "s",
      memoLoader: "m",
      babelLoader: "b",
      removeGraphqlQueries: "r",
    })

  it("refuses rules it was not written for: a missing one, by its role", () => {
    expect(() => rewriteOf([cssRule])).toThrow(/missing sourceRule, typescriptRule, mdxRule, templateCopyRule/)
  })

  it("refuses a rule with Gatsby's Babel that it does not know, rather than dropping it", () => {
    const unknown: Rule = { test: /\.vue$/, use: () => [babel] }
    expect(() => rewriteOf([...gatsbyRules(), unknown])).toThrow(/not handled \{ test: \/\\.vue\$\//)
  })

  it("keys develop's two halves of a template copy apart in the memo", () => {
    const rules = rewrite("develop")
    const memoKey = (query: string) => {
      const copyRule = rules.find((r) => r.resourceQuery?.test(query))!
      const loaders = (copyRule.use as (info: object) => { loader: string; options?: { key: string } }[])({
        resource: "/site/src/templates/doc.tsx",
        resourceQuery: query,
      })
      return loaders.find((l) => l.loader === "memo-loader")!.options!.key
    }
    const copy = "?__contentFilePath=/site/content/docs/a.mdx"
    expect(new Set([memoKey(copy), memoKey(`${copy}&export=default`), memoKey(`${copy}&export=head`)]).size).toBe(3)
  })
})

describe("what needs Gatsby's Babel transforms", () => {
  it.each([
    ["export const query = graphql`{ site { id } }`", true],
    ["const data = useStaticQuery(graphql`{ site { id } }`)", true],
    ["<StaticQuery query={q} render={r} />", true],
    ["// a comment about the graphql layer", false],
  ])("usesGraphql(%j) is %s", (source, expected) => expect(usesGraphql(source)).toBe(expected))

  it.each([
    ["export async function getServerData() {}", true],
    ["export const config = () => ({ defer: true })", true],
    ["const config = {}; export default config", false],
    // A production build imports the whole template and keeps Head (client navigations render it).
    ["export function Head() { return null }", false],
  ])("usesStrippedPageApi(%j) is %s", (source, expected) => expect(usesStrippedPageApi(source)).toBe(expected))

  it.each([
    ["export function Head() { return null }", "?export=default", true],
    ["export { Head, default } from './x'", "?__contentFilePath=/a.mdx&export=head", true],
    ["export default function Page() {}", "?export=default", false],
  ])("under develop's split, usesStrippedPageApi(%j, %j) is %s", (source, query, expected) =>
    expect(usesStrippedPageApi(source, query)).toBe(expected),
  )
})
