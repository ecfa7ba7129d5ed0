#!/usr/bin/env node
// `npm run serve:prod`: the built site (public/) served by nginx with the build's own rules
// (public/_nginx/), in the foreground, on PORT (default 9000) and HOST (default 127.0.0.1). The
// browser tests of the serving rules start it the same way (startNginx).
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const HERE = path.dirname(fileURLToPath(import.meta.url))
/** Debian's nginx and its brotli module (packages nginx, libnginx-mod-http-brotli-filter). */
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx"
const MIME_TYPES = "/etc/nginx/mime.types"
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"
const INSTALL = "apt-get install nginx libnginx-mod-http-brotli-filter (Debian; the module is optional)"

/** Why nginx cannot serve `publicDir`, or null. */
export function servingProblem(publicDir) {
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX}): ${INSTALL}, or set NGINX to its path.`
  if (!existsSync(MIME_TYPES)) return `${MIME_TYPES} is missing: it comes with nginx (${INSTALL}).`
  if (!existsSync(path.join(publicDir, "_nginx", "server.conf")))
    return `${publicDir}/_nginx/server.conf is missing: build the site first (npm run build).`
  return null
}

/** The configuration for one run: the repository's template with this run's paths and port. */
export function nginxConfig({ publicDir, state, host, port, brotli }) {
  const values = {
    STATE: state,
    PUBLIC: publicDir,
    HOST: host,
    PORT: String(port),
    MIME_TYPES,
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : "# (no brotli module: gzip only)",
    BROTLI: brotli ? `include ${publicDir}/_nginx/brotli.conf;` : "",
  }
  return readFileSync(path.join(HERE, "nginx", "nginx.conf"), "utf8").replace(/@([A-Z_]+)@/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/nginx.conf: unknown placeholder ${whole}`)
    return values[name]
  })
}

/** Whether host:port can be listened on (nginx would retry a taken port, then exit). */
function portIsFree(host, port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

async function answers(url) {
  try {
    await fetch(url + "/", { method: "HEAD" })
    return true
  } catch {
    return false
  }
}

/**
 * Starts nginx on `publicDir`; resolves once it answers. Returns { url, accessLog, stop }.
 * Port 0 is not an nginx port: the caller picks a free one.
 */
export async function startNginx(publicDir, { port, host = "127.0.0.1" } = {}) {
  publicDir = path.resolve(publicDir)
  const problem = servingProblem(publicDir)
  if (problem) throw new Error(problem)
  if (!(await portIsFree(host, port))) throw new Error(`${host}:${port} is taken: PORT= picks another port.`)
  const state = mkdtempSync(path.join(tmpdir(), "tachyon-nginx-"))
  const config = path.join(state, "nginx.conf")
  writeFileSync(config, nginxConfig({ publicDir, state, host, port, brotli: existsSync(BROTLI_MODULE) }))
  const test = spawnSync(NGINX, ["-t", "-q", "-p", state, "-c", config], { encoding: "utf8" })
  if (test.status !== 0) throw new Error(`nginx refused the configuration (${config}):\n${test.stderr}`)
  const child = spawn(NGINX, ["-p", state, "-c", config], { stdio: ["ignore", "inherit", "inherit"] })
  const url = `http://${host}:${port}`
  const exited = new Promise((resolve) => child.once("exit", resolve))
  for (let attempt = 0; !(await answers(url)); attempt++) {
    if (child.exitCode !== null || attempt > 200) {
      child.kill("SIGTERM")
      rmSync(state, { recursive: true, force: true })
      throw new Error(`nginx did not start on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    accessLog: path.join(state, "access.log"),
    async stop() {
      child.kill("SIGTERM")
      await exited
      rmSync(state, { recursive: true, force: true })
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9000)
  const host = process.env.HOST ?? "127.0.0.1"
  try {
    const served = await startNginx("public", { port, host })
    console.log(`Serving public/ with nginx and the build's rules (public/_nginx/) at ${served.url}/ (Ctrl-C stops)`)
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => served.stop().then(() => process.exit(0)))
  } catch (error) {
    console.error(`serve:prod: ${error.message}`)
    process.exit(1)
  }
}
