import { hoconKeyPaths } from "./hocon"

const paths = (text: string) => hoconKeyPaths(text).map((p) => `${p.line} ${p.path}`)

describe("hoconKeyPaths", () => {
  test("dotted keys, blocks and one-line blocks", () => {
    expect(paths('journal { fsync = batch, path = "/var/lib/tachyon/journal" }\njournal.fsync = batch\n')).toEqual([
      "1 journal",
      "1 journal.fsync",
      "1 journal.path",
      "2 journal.fsync",
    ])
  })

  test("lists of blocks are list[]; values, comments, substitutions and includes are skipped", () => {
    const text = [
      "# a comment",
      'include "risk-limits.conf"',
      "fix.gateway {",
      "  port = 9876 // the default",
      "  sessions = [",
      '    { senderCompId = TACHYON, password = "${secret:fix-acme}" }',
      "    {",
      "      targetCompId = ACME",
      '      schedule { start = "06:30:00" }',
      "    }",
      "  ]",
      "}",
      'algos.enabled = ["TWAP", "VWAP"]',
      'server.cpuAffinity.threads = { "tx-tc-xeur" = 7 }',
    ].join("\n")
    expect(paths(text)).toEqual([
      "3 fix.gateway",
      "4 fix.gateway.port",
      "5 fix.gateway.sessions",
      "6 fix.gateway.sessions[].senderCompId",
      "6 fix.gateway.sessions[].password",
      "8 fix.gateway.sessions[].targetCompId",
      "9 fix.gateway.sessions[].schedule",
      "9 fix.gateway.sessions[].schedule.start",
      "13 algos.enabled",
      "14 server.cpuAffinity.threads",
      "14 server.cpuAffinity.threads.tx-tc-xeur",
    ])
  })

  test("+= and : assign as = does; a broken sample ends without throwing", () => {
    expect(paths("a += [1]\nb: 2\nc { d = ")).toEqual(["1 a", "2 b", "3 c", "3 c.d"])
  })
})
