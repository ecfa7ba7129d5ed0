import type { ReferenceLists } from "../reference/data-names"
import type { SearchPage } from "./documents"
import { entryHomes, plainText, withReferenceRecords, type PageReferences } from "./records"

const data = {
  fixTags: [
    {
      tag: 35,
      name: "MsgType",
      type: "String",
      custom: false,
      use: ["session"],
      meaning: "Third field of every message.",
      values: [
        { value: "D", name: "NewOrderSingle", meaning: "Client to the gateway" },
        { value: "F", name: "OrderCancelRequest" },
      ],
    },
    {
      tag: 54,
      name: "Side",
      type: "char",
      custom: false,
      use: ["order-entry"],
      meaning: "Side of the order.",
      values: [{ value: "1", name: "Buy" }],
    },
  ],
  configKeys: [
    { key: "journal.fsync", type: "enum", values: ["always", "never"], default: "always", meaning: "When to `fsync`." },
  ],
  rejectCodes: [{ code: "TRJ-1002", name: "INVALID_QUANTITY", meaning: "Bad quantity." }],
  cliTools: [
    { tool: "common", options: [{ name: "--force", meaning: "Run anyway" }], exitCodes: [], commands: [] },
    {
      tool: "order-debugger",
      options: [{ name: "--cancel-open", meaning: "Cancel the open orders", default: "off" }],
      exitCodes: [],
      commands: [],
    },
  ],
  metrics: [{ name: "tachyon_up", type: "gauge", labels: [], meaning: "`1` once up." }],
  counters: [{ name: "journal.sequence", kind: "value", meaning: "Last sequence number" }],
} as unknown as ReferenceLists

const page = (url: string, sections: SearchPage["sections"] = []): SearchPage => ({
  url,
  title: url,
  description: "",
  keywords: [],
  breadcrumbs: [],
  intro: "",
  sections,
})

const references: PageReferences[] = [
  {
    url: "/docs/api/fix/",
    references: [
      { component: "FixTags", props: { use: "session" } },
      { component: "FixTags", props: { use: "order-entry" } },
      { component: "FixValues", props: { tag: "35" } },
    ],
  },
  { url: "/docs/onboarding/", references: [{ component: "FixTags", props: { tags: "54" } }] },
  {
    url: "/docs/config/reference/",
    references: [{ component: "ConfigKeys", props: { prefix: "journal." } }],
  },
  { url: "/docs/journal/", references: [{ component: "ConfigKeys", props: { keys: "journal.fsync" } }] },
  { url: "/docs/tools/", references: [{ component: "CliOptions", props: { tool: "common" } }] },
  { url: "/docs/tools/order-debugger/", references: [{ component: "CliOptions", props: { tool: "order-debugger" } }] },
  { url: "/docs/monitoring/", references: [{ component: "Metrics", props: { names: "tachyon_up" } }] },
  { url: "/docs/tools/counters/", references: [{ component: "Counters", props: {} }] },
  { url: "/docs/reject-codes/", references: [{ component: "RejectCodeDetails", props: { code: "TRJ-1002" } }] },
]

describe("reference records", () => {
  test("an entry's home is the page whose tables show the most entries of its kind", () => {
    const homes = entryHomes(data, references)
    expect(homes.get("tag 54")).toMatchObject({ url: "/docs/api/fix/", anchor: "tag-54" })
    expect(homes.get("key journal.fsync")).toMatchObject({
      url: "/docs/config/reference/",
      anchor: "key-journal-fsync",
    })
    expect(homes.get("value 35=D")).toMatchObject({ url: "/docs/api/fix/", anchor: "value-35-D" })
    expect(homes.get("option order-debugger --cancel-open")).toMatchObject({
      url: "/docs/tools/order-debugger/",
      anchor: "option-cancel-open",
    })
  })

  test("the meanings' markdown becomes text through the function given (a kept copy of plainText's results)", () => {
    const seen: string[] = []
    const pages = withReferenceRecords(
      references.map(({ url }) => page(url, [])),
      data,
      references,
      (markdown) => {
        if (markdown) seen.push(markdown)
        return markdown ? `<${plainText(markdown)}>` : ""
      },
    )
    expect(seen).toContain("When to `fsync`.")
    const config = pages.find((p) => p.url === "/docs/config/reference/")!.sections
    expect(config[0].text).toContain("<When to fsync.>")
  })

  test("records are sections of their home page: the name as heading, other forms as names, the meaning as text", () => {
    const pages = withReferenceRecords(
      references.map(({ url }) =>
        page(
          url,
          url === "/docs/reject-codes/"
            ? [{ anchor: "trj-1002-invalid-quantity", heading: "TRJ-1002 Invalid quantity", depth: 3, text: "" }]
            : [],
        ),
      ),
      data,
      references,
    )
    const sections = (url: string) => pages.find((p) => p.url === url)!.sections
    expect(sections("/docs/api/fix/")).toEqual([
      {
        anchor: "value-35-D",
        heading: "35=D NewOrderSingle",
        depth: 0,
        names: ["NewOrderSingle", "MsgType=D"],
        text: "FIX tag 35 MsgType = D: NewOrderSingle. Client to the gateway",
      },
      expect.objectContaining({ anchor: "value-35-F", heading: "35=F OrderCancelRequest" }),
      expect.objectContaining({ anchor: "tag-35", heading: "35 MsgType", names: ["MsgType", "tag 35"] }),
      // A value without a row of its own is found on its tag's row.
      expect.objectContaining({ anchor: "tag-54", heading: "54 Side", names: ["Side", "tag 54", "54=1", "Buy"] }),
    ])
    expect(sections("/docs/config/reference/")).toEqual([
      expect.objectContaining({
        anchor: "key-journal-fsync",
        heading: "journal.fsync",
        text: "enum always | never, default always. When to fsync.",
      }),
    ])
    expect(sections("/docs/journal/")).toEqual([])
    expect(sections("/docs/tools/order-debugger/")).toEqual([
      expect.objectContaining({ anchor: "option-cancel-open", heading: "--cancel-open", names: ["order-debugger"] }),
    ])
    expect(sections("/docs/tools/")).toEqual([
      expect.objectContaining({ anchor: "option-force", heading: "--force", names: ["common"] }),
    ])
    expect(sections("/docs/monitoring/")).toEqual([
      expect.objectContaining({ anchor: "metric-tachyon-up", text: "Prometheus gauge: 1 once up." }),
    ])
    expect(sections("/docs/tools/counters/")).toEqual([
      expect.objectContaining({ anchor: "counter-journal-sequence", heading: "journal.sequence" }),
    ])
    // A reject code's home is its heading, which gains its names.
    expect(sections("/docs/reject-codes/")).toEqual([
      expect.objectContaining({ anchor: "trj-1002-invalid-quantity", names: ["TRJ-1002", "INVALID_QUANTITY"] }),
    ])
  })

  test("plainText reads inline markdown as text", () => {
    expect(plainText("See [the `journal`](/docs/journal/) **now**")).toBe("See the journal now")
    expect(plainText(undefined)).toBe("")
  })
})
