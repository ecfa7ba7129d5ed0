import { escapeHtml, scriptsAsTags } from "./html"

describe("escapeHtml", () => {
  it("escapes the five special characters", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;")
  })
})

describe("scriptsAsTags", () => {
  it("leaves each script element's tag and id, without its body or source", () => {
    const page = (hash: string, runtime: string) =>
      `<main><a href="/docs/a/">A</a></main><script id="gatsby-chunk-mapping">window.___webpackCompilationHash="${hash}";</script>` +
      `<script src="/webpack-runtime-${runtime}.js" async></script>`
    expect(scriptsAsTags(page("410c", "11e6"))).toContain('<script id="gatsby-chunk-mapping"></script>')
    expect(scriptsAsTags('<p>a</p><SCRIPT type="module">x()</SCRIPT>')).toBe('<p>a</p><script type="module"></script>')
  })
})
