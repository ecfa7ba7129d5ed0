import { markdownTwin, type TwinContext } from "./twin"
import type { ReferenceTables } from "./reference-tables"

const data: ReferenceTables = {
  fixTags: [],
  configKeys: [
    {
      key: "journal.fsync",
      type: "enum",
      values: ["batch", "always"],
      default: "batch",
      meaning: "When to sync. See [the journal](/docs/journal/#fsync-modes).",
    },
    { key: "journal.path", type: "path", required: true, meaning: "Where the journal lives | on disk." },
  ] as unknown as ReferenceTables["configKeys"],
  rejectCodes: [],
  cliTools: [],
  metrics: [],
  counters: [],
}

const context: TwinContext = {
  siteUrl: "https://docs.example.com/",
  resolveLink: (href) => (href === "../journal/journal.mdx#fsync" ? "/docs/journal/#fsync" : href),
  data,
}
const page = { title: "Iceberg orders", description: "One sentence.", route: "/docs/algos/iceberg/" }

describe("markdownTwin", () => {
  it("writes the title, the description, the prose and code verbatim, with no import, export or JSX", () => {
    const source = [
      "---",
      "title: Iceberg orders",
      "---",
      'import { X } from "./x"',
      "",
      "export const meta = 1",
      "",
      "Intro with `code` and a [link](../journal/journal.mdx#fsync), [anchor](#parameters) and [web](https://fixtrading.org/).",
      "",
      "```java fragment",
      "order.side(Side.BUY)  // <b>not</b> {html}",
      "```",
      "",
      "{/* a comment */}",
    ].join("\n")
    const twin = markdownTwin(source, page, context)
    expect(twin.markdown).toBe(
      [
        "# Iceberg orders",
        "",
        "> One sentence.",
        "",
        "Intro with `code` and a [link](https://docs.example.com/docs/journal/#fsync), [anchor](https://docs.example.com/docs/algos/iceberg/#parameters) and [web](https://fixtrading.org/).",
        "",
        "```java fragment",
        "order.side(Side.BUY)  // <b>not</b> {html}",
        "```",
        "",
      ].join("\n"),
    )
    expect(twin.links).toEqual(["/docs/journal/#fsync", "/docs/algos/iceberg/#parameters"])
    expect(twin.problems).toEqual([])
  })

  it("writes admonitions as blockquotes and tabs as their panels in order", () => {
    const source = [
      '<Admonition type="danger" title="Live orders">',
      "",
      "Cancels every open order.",
      "",
      "</Admonition>",
      "",
      '<Tabs groupId="api">',
      '<TabItem value="java" label="Java">',
      "",
      "Java text.",
      "",
      "</TabItem>",
      '<TabItem value="fix">',
      "",
      "FIX text.",
      "",
      "</TabItem>",
      "</Tabs>",
    ].join("\n")
    expect(markdownTwin(source, { ...page, description: null }, context).markdown).toBe(
      [
        "# Iceberg orders",
        "",
        "> **Danger: Live orders**",
        ">",
        "> Cancels every open order.",
        "",
        "**Java**",
        "",
        "Java text.",
        "",
        "**fix**",
        "",
        "FIX text.",
        "",
      ].join("\n"),
    )
  })

  it("writes a reference table as a Markdown table with the component's rows, links absolute, pipes escaped", () => {
    const twin = markdownTwin('<ConfigKeys prefix="journal." />', page, context)
    expect(twin.markdown).toContain(
      [
        "| key | type | default | meaning |",
        "| --- | --- | --- | --- |",
        "| `journal.fsync` | enum `batch` \\| `always` | `batch` | When to sync. See [the journal](https://docs.example.com/docs/journal/#fsync-modes). |",
        "| `journal.path` | path | **required** | Where the journal lives \\| on disk. |",
      ].join("\n"),
    )
    expect(twin.links).toEqual(["/docs/journal/#fsync-modes"])
  })

  it("names a JSX element without a Markdown form, with its line", () => {
    const twin = markdownTwin("Text.\n\n<Diagram />\n\nMore <Kbd>x</Kbd>.", page, context)
    expect(twin.problems).toEqual([
      { line: 3, component: "Diagram" },
      { line: 5, component: "Kbd" },
    ])
  })

  it("keeps a chart's spec as written and links its data file where the build publishes it", () => {
    const chart = ['```vega-lite title="Latency"', "data: { url: data/benchmarks/gateway.csv }", "mark: line", "```"]
    const twin = markdownTwin([...chart, "", ...chart].join("\n"), page, context)
    expect(twin.markdown).toContain(
      [...chart, "", "The chart's data: [`gateway.csv`](https://docs.example.com/data/benchmarks/gateway.csv)"].join(
        "\n",
      ),
    )
    expect(twin.links).toEqual(["/data/benchmarks/gateway.csv", "/data/benchmarks/gateway.csv"])
    expect(twin.chartData).toEqual(["/data/benchmarks/gateway.csv"])
  })
})
