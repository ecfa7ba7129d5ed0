import { scanPageScripts } from "./inline-scripts"

describe("scanPageScripts", () => {
  it("finds inline scripts with their id, exact text and line; not scripts with src or data blocks", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script>if(a<b&&c>d){x="&amp;"}</script>',
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      "</head><body>",
      '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping={};\n</script>',
      '<script type="module">import("/x.js")</script>',
      "</body></html>",
    ].join("\n")
    expect(scanPageScripts(html)).toEqual({
      scripts: [
        { id: null, text: 'if(a<b&&c>d){x="&amp;"}', line: 2 },
        { id: "gatsby-chunk-mapping", text: "\n  window.___chunkMapping={};\n", line: 6 },
        { id: null, text: 'import("/x.js")', line: 9 },
      ],
      forbidden: [],
    })
  })

  it("refuses what no hash can allow: event-handler attributes and javascript: URLs", () => {
    const html =
      '<p>\n<img src="x" onerror="alert(1)">\n<a href=" JavaScript:alert(1)">x</a><form action="javascript:void 0"></form></p>'
    expect(scanPageScripts(html).forbidden).toEqual([
      { what: 'an event handler attribute <img onerror="alert(1)">', line: 2 },
      { what: 'a javascript: URL <a href=" JavaScript:alert(1)">', line: 3 },
      { what: 'a javascript: URL <form action="javascript:void 0">', line: 3 },
    ])
  })

  it("an empty script is still a script (its hash is that of the empty text)", () => {
    expect(scanPageScripts("<script></script>").scripts).toEqual([{ id: null, text: "", line: 1 }])
  })
})
