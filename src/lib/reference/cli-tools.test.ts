import { cliToolsSpec, optionsOf } from "./cli-tools"
import { isDeclaredRejectCode } from "./reject-codes"
import { loadYamlList } from "./yaml-list"

describe("command-line tool data", () => {
  test("a tool's options: its own, the common ones and those its commands name", () => {
    const { entries, problems } = loadYamlList(
      [
        "- tool: common",
        "  options:",
        "    - { name: --journal, meaning: x }",
        "- tool: tachyon-console-app",
        "  options:",
        "    - { name: --host, argument: <host>, meaning: x }",
        "  commands:",
        '    - { command: "`kill-switch on|off [--account A] [--cancel-open]`", roles: [risk], group: Risk, meaning: x }',
      ].join("\n"),
      "cli-tools.yaml",
      cliToolsSpec,
    )
    expect(problems).toEqual([])
    expect([...optionsOf(entries[1], entries[0])].sort()).toEqual(["--account", "--cancel-open", "--host", "--journal"])
  })

  test("options are --lower-case words; roles are the four roles", () => {
    const { problems } = loadYamlList(
      "- tool: x\n  options:\n    - { name: --dryRun, meaning: x }\n  commands:\n    - { command: x, roles: [operator], group: g, meaning: x }\n",
      "cli-tools.yaml",
      cliToolsSpec,
    )
    expect(problems.map((p) => p.message)).toEqual([
      "x: options.0.name: an option, -- and lower-case words joined by -",
      "x: commands.0.roles.0: Invalid enum value. Expected 'viewer' | 'trader' | 'risk' | 'admin', received 'operator'",
    ])
  })
})

describe("reject codes", () => {
  test("a range entry declares its thousand codes", () => {
    const declared = new Set(["TRJ-1001", "RSK-9xxx"])
    expect(isDeclaredRejectCode("RSK-9001", declared)).toBe(true)
    expect(isDeclaredRejectCode("RSK-2001", declared)).toBe(false)
  })
})
