import { inlineMarkdown } from "./inline"

describe("inlineMarkdown", () => {
  test("text, code, strong, emphasis and links", () => {
    expect(
      inlineMarkdown("Use `journal.fsync` **only** with *care*; see [cluster](/docs/ha/cluster/#failover)."),
    ).toEqual([
      "Use ",
      { code: "journal.fsync" },
      " ",
      { strong: ["only"] },
      " with ",
      { em: ["care"] },
      "; see ",
      { link: "/docs/ha/cluster/#failover", children: ["cluster"] },
      ".",
    ])
  })

  test("angle brackets are text, not HTML", () => {
    expect(inlineMarkdown("One block per `connectors.<name>`, named <name> in the file")).toEqual([
      "One block per ",
      { code: "connectors.<name>" },
      ", named <name> in the file",
    ])
  })

  test("escapes and entities are resolved; lines are joined", () => {
    expect(inlineMarkdown("a \\| b &amp; c\nnext")).toEqual(["a | b & c next"])
  })
})
