import { createHash } from "node:crypto"
import { classifyInlineScripts, contentSecurityPolicy, scriptHashSources } from "./csp"

const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64")

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only: no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='", "'sha256-def='"])
    const directives = new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]))
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"])
    expect(directives.get("object-src")).toEqual(["'none'"])
    expect(directives.get("base-uri")).toEqual(["'self'"])
    expect(directives.get("frame-ancestors")).toEqual(["'none'"])
    expect(directives.get("default-src")).toEqual(["'self'"])
    expect(policy).not.toMatch(/unsafe-eval/)
  })
})

describe("scriptHashSources", () => {
  it("is the browser's hash of the exact text, UTF-8, once per distinct script", () => {
    // The CSP3 example: sha256 of "alert('Hello, world.');"
    expect(scriptHashSources(["alert('Hello, world.');", "alert('Hello, world.');"], sha256Base64)).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
    expect(scriptHashSources(["é"], sha256Base64)).toEqual([`'sha256-${sha256Base64("é")}'`])
  })
})

describe("classifyInlineScripts", () => {
  const known = [
    { name: "mine", matches: (s: { text: string }) => s.text === "a()" },
    { name: "theirs", matches: (s: { id: string | null }) => s.id === "theirs" },
  ]
  it("names each known script and returns the rest as unknown", () => {
    const scripts = [
      { id: null, text: "a()", line: 1 },
      { id: "theirs", text: "b()", line: 2 },
      { id: null, text: "evil()", line: 3 },
    ]
    expect(classifyInlineScripts(scripts, known)).toEqual({
      known: [
        { script: scripts[0], name: "mine" },
        { script: scripts[1], name: "theirs" },
      ],
      unknown: [scripts[2]],
    })
  })
})
