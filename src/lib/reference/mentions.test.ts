import { parseMdx } from "../markdown/mdx"
import { mentionsIn, mentionsInMarkdown, type Mention } from "./mentions"

const tools = new Set(["journal-recover", "oms-debugger", "tachyon-console-app"])
const of = (source: string) =>
  mentionsIn(parseMdx(source), tools).map(
    (m: Mention) => `${m.line} ${m.kind} ${m.name}${m.tool !== undefined ? ` ${m.tool}` : ""}`,
  )

describe("mentionsIn", () => {
  test("reject codes in prose and code; config keys in inline code, not file names", () => {
    expect(
      of("Rejected with TRJ-1001 or `RSK-2004`; set `journal.fsync = batch`, not `server.log` or `orders.open`."),
    ).toEqual(["1 rejectCode TRJ-1001", "1 rejectCode RSK-2004", "1 configKey journal.fsync"])
  })

  test("metrics by their suffix or a selector, not tables or modules that share the prefix", () => {
    expect(
      of('`tachyon_dr_lag_seconds`, `tachyon_connector_up{connector="lse"}`, `tachyon_orders` and `tachyon_client`.'),
    ).toEqual(["1 metric tachyon_dr_lag_seconds", "1 metric tachyon_connector_up"])
  })

  test("keys a hocon sample sets, on their lines", () => {
    expect(of("Text.\n\n```hocon\njournal {\n  fsync = batch\n}\n```\n")).toEqual([
      "4 configKey journal",
      "5 configKey journal.fsync",
    ])
  })

  test("options written after a tool in bash, through sudo, continuations and pipes", () => {
    const source = [
      "```bash",
      "sudo -u tachyon /opt/tachyon/bin/journal-recover --dry-run \\",
      "    --report /tmp/r.txt | tee out.txt",
      "grep --count x file",
      "```",
    ].join("\n")
    expect(of(source)).toEqual(["2 cliOption --dry-run journal-recover", "2 cliOption --report journal-recover"])
  })

  test("options written after a tool that taskset runs on a CPU list or mask", () => {
    const source = [
      "```bash",
      "sudo -u tachyon taskset -c 0-3,16-31 /opt/tachyon/bin/journal-recover --salvage --dry-run",
      "taskset 0x0f journal-recover --report r.txt",
      "```",
    ].join("\n")
    expect(of(source)).toEqual([
      "2 cliOption --salvage journal-recover",
      "2 cliOption --dry-run journal-recover",
      "3 cliOption --report journal-recover",
    ])
  })

  test("a synopsis in a text block, its continuation lines included", () => {
    expect(of("```text\njournal-recover [--journal <dir>] [--dry-run]\n                [--salvage]\n```")).toEqual([
      "2 cliOption --journal journal-recover",
      "2 cliOption --dry-run journal-recover",
      "3 cliOption --salvage journal-recover",
    ])
  })

  test("a bare option belongs to the tool named just before it in the sentence, else to none", () => {
    expect(of("Then [oms-debugger](./oms-debugger.mdx) `--verify` shows it; `--salvage` keeps records.")).toEqual([
      "1 cliOption --verify oms-debugger",
      "1 cliOption --salvage oms-debugger",
    ])
    expect(of("Use `--salvage` here.")).toEqual(["1 cliOption --salvage null"])
  })

  test("names in the markdown of reference data; a bare option is the entry's tool's", () => {
    expect(mentionsInMarkdown("See `--deep`, RSK-2009 and `journal.retention`.", "journal-recover", tools)).toEqual([
      { kind: "cliOption", name: "--deep", tool: "journal-recover", line: 1 },
      { kind: "rejectCode", name: "RSK-2009", line: 1 },
      { kind: "configKey", name: "journal.retention", line: 1 },
    ])
  })
})
