import { compilePython, parseBash, shellcheckErrors } from "./sample-tools"

// These run the real python3, bash and shellcheck, as the build does (.ci/run installs them).
jest.setTimeout(30000)

describe("sample tools", () => {
  test("python3 compiles every block in one process and names the failing line", async () => {
    const outcome = await compilePython([
      { id: "good", code: "import json\nprint(json.dumps({'a': 1}))\n" },
      { id: "bad", code: "x = 1\ndef broken(:\n    pass\n" },
      { id: "indent", code: "if True:\nprint(1)\n" },
    ])
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.problems.get("good")).toBeUndefined()
    expect(outcome.problems.get("bad")).toEqual([{ line: 2, message: expect.stringMatching(/^Python: SyntaxError: /) }])
    expect(outcome.problems.get("indent")?.[0].message).toMatch(/^Python: IndentationError: /)
  })

  test("bash -n names the failing block and line", async () => {
    const outcome = await parseBash([
      { id: "good", code: 'for f in *.seg; do\n  echo "$f"\ndone\n' },
      { id: "bad", code: "echo start\nif true; then echo x; fi )\n" },
    ])
    expect(outcome.ok && outcome.problems.get("good")).toBeUndefined()
    expect(outcome.ok && outcome.problems.get("bad")).toEqual([
      { line: 2, message: expect.stringMatching(/^bash -n: syntax error near unexpected token/) },
    ])
  })

  test("shellcheck reports errors, not warnings", async () => {
    const outcome = await shellcheckErrors([
      { id: "warning-only", code: "cd /opt/tachyon\nls $HOME\n" },
      { id: "error", code: "if [ -f /etc/tachyon/tachyon.conf]; then echo ok; fi\n" },
    ])
    expect(outcome.ok && outcome.problems.get("warning-only")).toBeUndefined()
    expect(outcome.ok && outcome.problems.get("error")?.[0].message).toMatch(/^shellcheck SC\d+: /)
  })

  test("nothing to check runs nothing", async () => {
    expect(await compilePython([])).toEqual({ ok: true, problems: new Map() })
  })
})
