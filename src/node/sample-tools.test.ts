import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { javaSourceFiles } from "../lib/samples/java-compile"
import { compileJava, compilePython, parseBash, shellcheckErrors } from "./sample-tools"

// These run the real python3, bash, shellcheck and javac, as the build does (.ci/run installs them).
jest.setTimeout(60000)

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

  test("one JVM compiles the API once, then each block against it, naming the failing line", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tachyon-java-test-"))
    try {
      const api = path.join(dir, "api", "io", "acme")
      mkdirSync(api, { recursive: true })
      writeFileSync(
        path.join(api, "Greeter.java"),
        "package io.acme;\n\npublic interface Greeter {\n    String greet(String name);\n}\n",
      )
      const roots = [path.join(dir, "api")]
      const classesDir = path.join(dir, "classes")
      const good =
        'import io.acme.Greeter;\n\npublic final class Hello implements Greeter {\n    public String greet(String name) { return "hi " + name; }\n}\n'
      const bad =
        "import io.acme.Greeter;\n\nclass Broken implements Greeter {\n    public String greet(String name) { return 1; }\n}\n"
      const uses =
        'public final class Main {\n    public static void main(String[] a) { System.out.println(new Hello().greet("x")); }\n}\n'
      const outcome = await compileJava(
        [
          { id: "good", files: javaSourceFiles(good), deps: [] },
          { id: "bad", files: javaSourceFiles(bad), deps: [] },
          { id: "uses", files: javaSourceFiles(uses), deps: [javaSourceFiles(good)] },
        ],
        () => ({ roots, classesDir }),
      )
      expect(outcome.ok && outcome.problems.get("good")).toBeUndefined()
      expect(outcome.ok && outcome.problems.get("uses")).toBeUndefined()
      expect(outcome.ok && outcome.problems.get("bad")).toEqual([
        {
          line: 4,
          message: expect.stringMatching(
            /^javac: incompatible types: int cannot be converted to (java\.lang\.)?String/,
          ),
        },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("nothing to check runs nothing", async () => {
    expect(await compilePython([])).toEqual({ ok: true, problems: new Map() })
  })
})
