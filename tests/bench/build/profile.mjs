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

const bucketOf = (frame) => {
  const pkg = packageOf(frame)
  return pkg === "(idle)" ? null : (BUCKETS.find(([, test]) => test(pkg))?.[0] ?? "other")
}

/** A profile's CPU samples: when each was taken (µs, the profile's clock), its seconds, its bucket. Idle samples left out (a thread waiting is not CPU time). */
function* samplesOf(file) {
  const profile = JSON.parse(readFileSync(file, "utf8"))
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  let time = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    time += delta
    const bucket = bucketOf(byId.get(profile.samples[i]).callFrame)
    if (bucket) yield { time, seconds: delta / 1e6, bucket }
  }
}

/**
 * The main process's CPU time step by step: `marksFile` is what step-marks.cjs wrote (each line
 * the time a Gatsby step ended and its name; the first names the process). Returns, for each
 * step of at least `minSeconds` of wall time, its wall and CPU seconds and its largest buckets.
 */
export function summarizeSteps(dir, marksFile, minSeconds = 0.25) {
  const lines = readFileSync(marksFile, "utf8").trim().split("\n")
  // Steps that end within 50 ms of each other share a window: a step's inner steps end just
  // before it does ("Checking for changed pages" just before "source and transform nodes").
  const marks = []
  for (const line of lines) {
    const [text, name] = line.split("\t")
    const time = Number(text)
    const last = marks[marks.length - 1]
    if (last && marks.length > 1 && time - last.time < 50_000)
      Object.assign(last, { time, name: `${last.name} + ${name}` })
    else marks.push({ time, name })
  }
  const pid = marks[0].name.replace("start ", "")
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile") && f.includes(`.${pid}.0.`))
    .map((f) => path.join(dir, f))[0]
  if (!file) return []
  const steps = marks.slice(1).map((mark, i) => ({
    name: mark.name,
    wall: (mark.time - marks[i].time) / 1e6,
    cpu: 0,
    buckets: new Map(),
  }))
  if (!steps.length) return []
  let step = 0
  for (const { time, seconds, bucket } of samplesOf(file)) {
    while (step < steps.length - 1 && time > marks[step + 1].time) step++
    steps[step].cpu += seconds
    steps[step].buckets.set(bucket, (steps[step].buckets.get(bucket) ?? 0) + seconds)
  }
  return steps
    .filter((s) => s.wall >= minSeconds)
    .map((s) => ({ ...s, buckets: [...s.buckets].sort((a, b) => b[1] - a[1]).slice(0, 4) }))
}

export function formatSteps(steps) {
  return steps
    .map(
      (s) =>
        `  ${s.wall.toFixed(1).padStart(5)} s wall ${s.cpu.toFixed(1).padStart(5)} s CPU  ${s.name}\n` +
        `        ${s.buckets.map(([bucket, seconds]) => `${bucket.replace(/ \(.*/, "")} ${seconds.toFixed(1)}`).join(", ")}`,
    )
    .join("\n")
}

/** CPU seconds per bucket over every .cpuprofile in `dir` (idle samples left out). */
export function summarizeProfiles(dir) {
  const totals = new Map()
  let all = 0
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    for (const { seconds, bucket } of samplesOf(path.join(dir, file))) {
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
