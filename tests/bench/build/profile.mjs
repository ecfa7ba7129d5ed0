// Where a build's CPU time goes: V8 CPU profiles (`--cpu-prof`) of every process and thread of a
// build, their samples put into the buckets a docs engineer asks about (MDX compile, Babel,
// minifier, webpack, ...) by the package of the function that was running.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** [bucket, test on the package name or pseudo-frame], first match wins. */
const BUCKETS = [
  ["garbage collection", (p) => p === "(garbage collector)"],
  ["V8 (compiling code, runtime)", (p) => p === "(program)" || p === "(root)"],
  [
    "Prism and remark plugins",
    (p) => /^(prismjs|gatsby-remark-|remark-gfm|micromark-extension-gfm|mdast-util-gfm)/.test(p),
  ],
  [
    "MDX compile (parse, transform, generate)",
    (p) =>
      /^(@mdx-js|micromark|mdast-|remark-|unified|unist-|hast-|hastscript|rehype-|estree-|astring|vfile|property-information|stringify-entities|character-entities|parse-entities|space-separated|comma-separated|zwitch|bail|trough|periscopic|is-reference|ccount|longest-streak|markdown-table|decode-named|acorn-jsx|estree-walker)/.test(
        p,
      ),
  ],
  ["Babel", (p) => /^(@babel\/|babel-)/.test(p)],
  ["SWC (JS side; the Rust work runs off the JS thread)", (p) => /^@swc\//.test(p) || p === "swc-loader"],
  ["Terser", (p) => /^(terser|@jridgewell)/.test(p)],
  [
    "CSS (css-loader, PostCSS, cssnano)",
    (p) => /^(postcss|cssnano|css-|mini-css|stylehacks|colord|caniuse|browserslist)/.test(p),
  ],
  [
    "webpack (resolve, parse, seal, cache)",
    (p) =>
      /^(webpack|enhanced-resolve|acorn|tapable|loader-runner|watchpack|graceful-fs|eslint-scope|schema-utils)/.test(p),
  ],
  ["React SSR (static HTML)", (p) => /^(react-dom|react|react-helmet|scheduler)$/.test(p)],
  [
    "Gatsby core, GraphQL, Parcel, LMDB",
    (p) => /^(gatsby|graphql|@parcel|lmdb|redux|lodash|joi|@gatsbyjs|fs-extra)/.test(p),
  ],
  ["this site's code (.cache/compiled, public/render-page)", (p) => p === "(site)"],
  [
    "Node.js internals and file system",
    (p) => /^(node:|\(stat|\(open|\(read|\(lstat|\(write|\(close|\(fstat|\(realpath)/.test(p),
  ],
]

function packageOf(frame) {
  const url = frame.url || ""
  if (!url) return frame.functionName.startsWith("(") ? frame.functionName : `(${frame.functionName})`
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
  if (modules) return modules[modules.length - 1].replace("node_modules/", "")
  if (url.startsWith("node:")) return url
  if (/\.cache\/|public\/|\/src\//.test(url)) return "(site)"
  return url
}

/** CPU seconds per bucket over every .cpuprofile in `dir` (idle samples left out). */
export function summarizeProfiles(dir) {
  const totals = new Map()
  let all = 0
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"))
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    for (let i = 0; i < profile.samples.length; i++) {
      const seconds = (profile.timeDeltas[i] ?? 0) / 1e6
      const pkg = packageOf(byId.get(profile.samples[i]).callFrame)
      if (pkg === "(idle)") continue // a thread waiting is not CPU time
      const bucket = BUCKETS.find(([, test]) => test(pkg))?.[0] ?? "other"
      totals.set(bucket, (totals.get(bucket) ?? 0) + seconds)
      all += seconds
    }
  }
  return { all, rows: [...totals].sort((a, b) => b[1] - a[1]) }
}

export function formatProfile({ all, rows }) {
  return rows
    .map(([bucket, s]) => `  ${s.toFixed(1).padStart(6)} s  ${((100 * s) / all).toFixed(0).padStart(3)} %  ${bucket}`)
    .join("\n")
}
