// `gatsby develop` as an author uses it, for tests/run-all.mjs: start it on a content tree, wait
// until a doc page can be shown, edit that page and wait until the development bundle has the
// edit, stop. It records what it saw; tests/build/develop.test.ts says what must hold.
import { spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import path from "node:path"

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function text(url) {
  try {
    const response = await fetch(url)
    return { status: response.status, body: await response.text() }
  } catch {
    return { status: 0, body: "" } // not listening yet
  }
}

/** Polls `probe` every 250 ms until it returns a value, or `ms` have passed (then null). */
async function until(probe, ms) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const value = await probe()
    if (value) return value
    await sleep(250)
  }
  return null
}

/**
 * @param {{ contentDir: string, route: string, file: string, env?: object }} options
 *   route: a doc page's path; file: its MDX source (edited, then restored)
 */
export async function developRun({ contentDir, route, file, env = {} }) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let output = ""
  const started = Date.now()
  const child = spawn(
    "node",
    [path.resolve("node_modules/gatsby/cli.js"), "develop", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: { ...process.env, ...env, TACHYON_CONTENT_DIR: contentDir, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  )
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const record = {
    readySeconds: null,
    shell: null,
    pageData: null,
    probe: "",
    bundleHasPage: false,
    marker: "",
    editSeconds: null,
    rendererHasPages: null,
    twin: null,
    llms: null,
  }
  const original = readFileSync(file, "utf8")
  const marker = `A sentence added while gatsby develop runs ${Date.now()}.`
  try {
    // Ready: the page's shell, its data and the development bundle (held by webpack until built).
    const ready = await until(async () => {
      if (child.exitCode !== null) return "exited"
      const shell = await text(`${base}${route}`)
      if (shell.status !== 200) return null
      const data = await text(`${base}/page-data${route}page-data.json`)
      if (data.status !== 200) return null
      const bundle = await text(`${base}/commons.js`)
      return bundle.status === 200 ? { shell, data, bundle } : null
    }, 300_000)
    if (!ready || ready === "exited") return record
    record.readySeconds = (Date.now() - started) / 1000
    record.shell = ready.shell.body
    record.pageData = ready.data.body
    // The page's text is compiled into its component's chunk of the development bundle.
    const chunk = `${base}/${JSON.parse(ready.data.body).componentChunkName}.js`
    const words = original.replace(/^---[\s\S]*?---/, "").match(/^[A-Z][^<>{}\n[\]`*]{20,}$/m)?.[0] ?? ""
    record.probe = words
    record.bundleHasPage = !!words && (await text(chunk)).body.includes(words.slice(0, 20))
    // The page's Markdown twin and llms.txt, made from the sources (src/node/twins.ts).
    const twin = await text(`${base}${route}index.md`)
    record.twin = twin.status === 200 ? twin.body : null
    const llms = await text(`${base}/llms.txt`)
    record.llms = llms.status === 200 ? llms.body : null

    writeFileSync(file, `${original}\n${marker}\n`)
    const editStarted = Date.now()
    const edited = await until(async () => ((await text(chunk)).body.includes(marker) ? true : null), 120_000)
    if (edited) record.editSeconds = (Date.now() - editStarted) / 1000
    record.marker = marker
    return record
  } finally {
    writeFileSync(file, original)
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
    await until(() => child.exitCode !== null || child.signalCode !== null, 15_000)
    record.rendererHasPages = rendererHasPages(record.probe)
    record.output = output
  }
}

/**
 * Whether the renderer develop built at start-up (for the page shell, in .cache/page-ssr/routes)
 * compiled the page's text (it should not: src/gatsby/webpack/shell-only-renderer.ts).
 */
function rendererHasPages(probe) {
  const dir = path.resolve(".cache/page-ssr/routes")
  if (!probe || !existsSync(dir)) return null
  return readdirSync(dir).some(
    (f) => f.endsWith(".js") && readFileSync(path.join(dir, f), "utf8").includes(probe.slice(0, 20)),
  )
}
