import { cssAssetNames, stylesComment } from "./styles-in-renderer-hash"

describe("cssAssetNames", () => {
  it("lists the CSS files of every chunk once, sorted, and nothing else", () => {
    const stats = JSON.stringify({
      assetsByChunkName: {
        app: ["webpack-runtime-1.js", "styles.b2.css", "app-3.js"],
        "component---src-templates-doc-tsx": ["component-4.js", "styles.b2.css", "doc.a1.css"],
      },
    })
    expect(cssAssetNames(stats)).toBe("doc.a1.css\nstyles.b2.css")
  })

  it("changes when a CSS file's content hash does", () => {
    const before = JSON.stringify({ assetsByChunkName: { app: ["styles.aaa.css"] } })
    const after = JSON.stringify({ assetsByChunkName: { app: ["styles.bbb.css"] } })
    expect(cssAssetNames(before)).not.toBe(cssAssetNames(after))
  })

  it("is empty without CSS, and fails on stats without assetsByChunkName (Gatsby changed them)", () => {
    expect(cssAssetNames(JSON.stringify({ assetsByChunkName: { app: ["app.js"] } }))).toBe("")
    expect(() => cssAssetNames("{}")).toThrow(/assetsByChunkName/)
  })
})

describe("stylesComment", () => {
  it("names every CSS file on one line of a comment that cannot be closed early", () => {
    expect(stylesComment("doc.a1.css\nstyles.b2.css")).toBe(
      "\n/* the browser bundle's styles: doc.a1.css styles.b2.css */\n",
    )
    expect(stylesComment("odd*/name.css")).not.toContain("odd*/")
  })
})
