import { parse } from "java-parser"
import { braceBalance, checkJavaBlock, looksLikeCompilationUnit } from "./java"

describe("checkJavaBlock", () => {
  test("a compilation unit parses", () => {
    const unit =
      "package x;\n\nimport java.util.Map;\n\npublic final class A {\n    void run() { System.out.println(Map.of()); }\n}\n"
    expect(checkJavaBlock(unit, false, parse)).toEqual([])
  })

  test("class members parse: fields, methods, annotations, records", () => {
    const members = [
      'private final Map<String, String> params = Map.of("DisplayQty", "500");',
      "",
      "@Override",
      "public void onFill(FillEvent e) {",
      "    filled += e.getQuantity();",
      "}",
      "",
      "record Slice(long qty, double px) {}",
    ].join("\n")
    expect(checkJavaBlock(members, false, parse)).toEqual([])
  })

  test("statements outside a method fail, naming the line and the token", () => {
    const statements = "NewOrder order = NewOrder.builder().build();\n\nclient.orders().submit(order);\n"
    expect(checkJavaBlock(statements, false, parse)).toEqual([
      {
        line: 3,
        message:
          'Java does not parse as a compilation unit or as class members: unexpected "client" at column 1 (statements belong in a method; or mark the block "java fragment")',
      },
    ])
  })

  test("a syntax error in a class names its line", () => {
    const [problem] = checkJavaBlock("public class A {\n    void run() {\n        int x = ;\n    }\n}\n", false, parse)
    expect(problem.line).toBe(3)
  })

  test("source files are told from members by their first declaration", () => {
    expect(looksLikeCompilationUnit("// a comment\nimport a.B;\nclass C {}")).toBe(true)
    expect(looksLikeCompilationUnit('@Algorithm(name = "X")\npublic final class X {}')).toBe(true)
    expect(looksLikeCompilationUnit("public void run() {}")).toBe(false)
    expect(looksLikeCompilationUnit("int x = 1;")).toBe(false)
  })
})

describe("checkJavaBlock: complete blocks declare a type, fragments parse", () => {
  test("a complete block of members only is told to be marked a fragment", () => {
    expect(checkJavaBlock("private int x;\n\npublic void run() {}\n", false, parse)).toEqual([
      { line: 1, message: expect.stringMatching(/^a complete Java sample declares a class/) },
    ])
  })

  test("fragments: statements under imports, members, the opening or closing part of a class", () => {
    expect(checkJavaBlock("import a.B;\n\nB b = B.of(1);\nb.run();\n", true, parse)).toEqual([])
    expect(checkJavaBlock("@Override\npublic void run() {}\n", true, parse)).toEqual([])
    expect(
      checkJavaBlock('@Algorithm(name = "X", version = 3)\npublic final class X extends Y {\n', true, parse),
    ).toEqual([])
    expect(checkJavaBlock("    void stop() {\n        close();\n    }\n}\n", true, parse)).toEqual([])
  })

  test("a fragment that is not Java names its line", () => {
    const [problem] = checkJavaBlock("int x = 1;\nint y = ;\n", true, parse)
    expect(problem).toEqual({ line: 2, message: expect.stringMatching(/^Java fragment does not parse/) })
  })

  test("braces in strings and comments are not counted", () => {
    expect(braceBalance('class A { String s = "{"; // }\n}')).toBe(0)
  })
})
