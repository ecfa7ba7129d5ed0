import { CHECKED_VERSIONS, GATSBY_PATCHES, GATSBY_SOURCE_PROBES, PRIVATE_BEHAVIOURS } from "./internals"
import { fenceInputs, fenceMessage, fenceProblems, type FenceInputs } from "./fence"

const standing = (): FenceInputs => ({
  installed: { ...CHECKED_VERSIONS },
  readGatsbyFile: (file) =>
    [...GATSBY_SOURCE_PROBES, ...GATSBY_PATCHES]
      .filter((p) => p.file === file)
      .map((p) => p.text)
      .join("\n"),
  siteFileExists: () => true,
  gatsbyResolves: () => true,
})

describe("the fence around Gatsby's private code", () => {
  it("stands for the checked versions with every private file and global in place", () => {
    expect(fenceProblems(standing())).toEqual([])
  })

  it("holds for the Gatsby installed here (package.json pins the checked versions)", () => {
    const problems = fenceProblems(fenceInputs()).filter((p) => !p.includes(".cache/compiled"))
    expect(problems).toEqual([])
  })

  it("names the installed and the checked version of each package that differs", () => {
    const problems = fenceProblems({ ...standing(), installed: { ...CHECKED_VERSIONS, gatsby: "5.17.0" } })
    expect(problems).toEqual([`gatsby 5.17.0 is installed; checked: ${CHECKED_VERSIONS.gatsby}`])
  })

  it("names a private global that moved, a missing file and a missing compiled bundle", () => {
    const problems = fenceProblems({
      ...standing(),
      readGatsbyFile: (file) =>
        file === "cache-dir/navigation.js"
          ? "// rewritten"
          : file === "cache-dir/loader.js"
            ? null
            : standing().readGatsbyFile(file),
      siteFileExists: (file) => !file.endsWith("gatsby-node.js"),
    })
    expect(problems).toEqual([
      "gatsby/cache-dir/navigation.js no longer has `window.___navigate = `",
      "gatsby/cache-dir/loader.js is missing",
      ".cache/compiled/gatsby-node.js is missing (Gatsby's compile of the gatsby-* files)",
    ])
  })

  it("names a dependency of Gatsby's that no longer resolves from it", () => {
    const problems = fenceProblems({ ...standing(), gatsbyResolves: (request) => request !== "terser-webpack-plugin" })
    expect(problems).toEqual(["terser-webpack-plugin does not resolve from gatsby"])
  })

  it.each(GATSBY_PATCHES.map((patch) => [patch.file, patch]))(
    "names %s when the patch did not reach it, and how to apply it",
    (_file, patch) => {
      const problems = fenceProblems({
        ...standing(),
        readGatsbyFile: (file) => (file === patch.file ? "" : standing().readGatsbyFile(file)),
      })
      expect(problems).toEqual([
        `gatsby/${patch.file} is not patched to ${patch.does}: run npm install (its postinstall applies src/gatsby/patches/)`,
      ])
    },
  )

  it("lists every private behaviour, where to read it and what a mismatch does, with the switch to Gatsby's defaults", () => {
    const message = fenceMessage(["gatsby 5.17.0 is installed; checked: 5.16.1"])
    expect(message).toContain("gatsby 5.17.0 is installed; checked: 5.16.1")
    expect(message).toContain("TACHYON_GATSBY_DEFAULTS=1")
    for (const behaviour of PRIVATE_BEHAVIOURS) {
      expect(message).toContain(behaviour.what)
      expect(message).toContain(behaviour.read)
    }
  })
})
