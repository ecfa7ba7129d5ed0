import { GATSBY_INLINE_SCRIPTS } from "./internals"

// The text of Gatsby's own inline scripts as the builds write them (whitespace as in the scripts slice).
const chunkMapping = GATSBY_INLINE_SCRIPTS.find((s) => s.id === "gatsby-chunk-mapping")!
const slice = (body: string) => `\n            ${body}\n          `

describe("Gatsby's chunk mapping script, as the Content-Security-Policy allows it", () => {
  it("is allowed emptied by the build-speed hooks", () => {
    expect(chunkMapping.text.test(slice("window.___chunkMapping={};"))).toBe(true)
  })

  it("is allowed as Gatsby writes it, a JSON string, in a build with Gatsby's defaults", () => {
    const gatsbys = `window.___chunkMapping="{\\"app\\":[\\"/app-624b.js\\"],\\"component---src-pages-404-tsx\\":[\\"/component---src-pages-404-tsx-9f1c.js\\"]}";`
    expect(chunkMapping.text.test(slice(gatsbys))).toBe(true)
  })

  it("allows nothing after the mapping", () => {
    expect(chunkMapping.text.test(slice('window.___chunkMapping="{}";alert(1);'))).toBe(false)
    expect(chunkMapping.text.test(slice('window.___chunkMapping="a\\"";alert(1);"";'))).toBe(false)
    expect(chunkMapping.text.test(slice("window.___chunkMapping={};alert(1);({});"))).toBe(false)
  })
})
