import { emptyChunkMapping } from "./chunk-mapping-out-of-pages"

// The scripts slice as Gatsby 5.16 writes it (public/_gatsby/slices/_gatsby-scripts-1.html).
const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-9bb4.js\\"],\\"component---src-pages-404-tsx\\":[\\"/component---src-pages-404-tsx-8ed0.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="6c1f";</script><script src="/app-9bb4.js" async></script>`

describe("emptyChunkMapping", () => {
  it("empties the mapping and keeps the compilation hash and the app script", () => {
    const out = emptyChunkMapping(slice)
    expect(out).toContain("window.___chunkMapping={};")
    expect(out).not.toContain("component---src-pages-404-tsx")
    expect(out).toContain('window.___webpackCompilationHash="6c1f"')
    expect(out).toContain('<script src="/app-9bb4.js" async></script>')
  })

  it("empties an object mapping too, and answers null for a slice without one (the build then fails)", () => {
    expect(emptyChunkMapping('<script>window.___chunkMapping={"app":["/a.js"]};</script>')).toBe(
      "<script>window.___chunkMapping={};</script>",
    )
    expect(emptyChunkMapping("<script>window.x=1;</script>")).toBeNull()
  })
})
