// A static file server that behaves like a plain static host: a folder answers with its
// index.html, a folder without its trailing slash is redirected (301) to it, and anything
// else is a 404 with the site's 404.html; text is gzipped when the browser accepts it (as any
// real host and `gatsby serve` do, so Lighthouse sees real transfer sizes). Used by the browser
// tests and the benchmarks.
import { createReadStream, existsSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { createGzip } from "node:zlib"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
}

export function startStaticServer(root, port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, "http://localhost")
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = url.pathname
    }
    let file = path.join(root, pathname)
    if (!file.startsWith(root)) file = root
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!url.pathname.endsWith("/")) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` })
        return res.end()
      }
      file = path.join(file, "index.html")
    }
    let status = 200
    if (!existsSync(file) || !statSync(file).isFile()) {
      status = 404
      file = path.join(root, "404.html")
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream"
    const cache =
      file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{20}\.js$/.test(file)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate"
    const compress =
      /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")
    res.writeHead(status, {
      "Content-Type": type,
      "Cache-Control": cache,
      Vary: "Accept-Encoding",
      ...(compress ? { "Content-Encoding": "gzip" } : {}),
    })
    if (req.method === "HEAD") return res.end()
    const body = createReadStream(file)
    if (compress) body.pipe(createGzip()).pipe(res)
    else body.pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  )
}

if (process.argv[1] && process.argv[1].endsWith("static-server.mjs")) {
  const root = path.resolve(process.argv[2] ?? "public")
  const { url } = await startStaticServer(root, Number(process.argv[3] ?? 9000))
  console.log(`Serving ${root} at ${url}`)
}
