import {
  groupsFile,
  javaArguments,
  javaSourceFiles,
  pageDependencies,
  parseCompilerOutput,
  topLevelTypes,
} from "./java-compile"

const TWO_PUBLIC = [
  "import java.time.Instant;",
  "",
  "/** Fraction done at a time. */",
  "public interface Schedule {",
  "    double fractionAt(Instant t);",
  "}",
  "",
  "public record LinearSchedule(Instant start, Instant end) implements Schedule {",
  '    public double fractionAt(Instant t) { return "}".length(); }',
  "}",
  "",
  "final class Helper {}",
].join("\n")

describe("topLevelTypes", () => {
  test("finds each top-level type, public or not, and skips braces in strings, comments and annotations", () => {
    const code =
      '@SuppressWarnings({"a", "b"})\n// class Fake {\npublic final class A {\n  class Nested {}\n  String s = "{";\n}\nenum B { X }\n'
    expect(topLevelTypes(code).map(({ name, isPublic }) => ({ name, isPublic }))).toEqual([
      { name: "A", isPublic: true },
      { name: "B", isPublic: false },
    ])
  })

  test("a type starts at its annotations and ends after its brace", () => {
    const code = 'package x;\n\n@Algorithm(name = "P")\npublic final class P extends Base<P.Params> {\n}\n'
    const [type] = topLevelTypes(code)
    expect(code.slice(type.start, type.end)).toBe(
      '@Algorithm(name = "P")\npublic final class P extends Base<P.Params> {\n}',
    )
  })

  test("records, interfaces, enums and annotation types; members alone declare none", () => {
    expect(topLevelTypes("public @interface Tag { String name(); }")[0].name).toBe("Tag")
    expect(topLevelTypes("record R(int a) {}")[0].name).toBe("R")
    expect(topLevelTypes("private int x;\n\n@Override\npublic void run() {\n}\n")).toEqual([])
  })
})

describe("javaSourceFiles", () => {
  test("a block with one public type is one file of its name", () => {
    expect(javaSourceFiles("class Helper {}\npublic class Main {}\n")).toEqual([
      { name: "Main.java", text: "class Helper {}\npublic class Main {}\n" },
    ])
    expect(javaSourceFiles("class AcmeTwapTest {}")[0].name).toBe("AcmeTwapTest.java")
  })

  test("a block with several public types is split into one file each, lines kept", () => {
    const files = javaSourceFiles(TWO_PUBLIC)
    expect(files.map((f) => f.name)).toEqual(["Schedule.java", "LinearSchedule.java"])
    for (const f of files) expect(f.text.split("\n")).toHaveLength(TWO_PUBLIC.split("\n").length)
    const [schedule, linear] = files.map((f) => f.text.split("\n"))
    expect(schedule[3]).toBe("public interface Schedule {")
    expect(schedule[7].trim()).toBe("")
    expect(schedule[11]).toBe("final class Helper {}")
    expect(linear[0]).toBe("import java.time.Instant;")
    expect(linear[3].trim()).toBe("")
    expect(linear[7]).toBe("public record LinearSchedule(Instant start, Instant end) implements Schedule {")
    expect(linear[11].trim()).toBe("")
  })
})

describe("pageDependencies", () => {
  test("each block is compiled with the earlier blocks of its page, a later version of a type standing for an earlier", () => {
    // AcmeTwapParams, AcmeTwap (a first step), AcmeTwap (finished), its test
    const blocks = [["AcmeTwapParams"], ["AcmeTwap"], ["AcmeTwap"], ["AcmeTwapTest"]]
    expect(pageDependencies(blocks)).toEqual([[], [0], [0], [0, 2]])
  })
})

describe("the compiler's input and output", () => {
  test("the groups file lists each group's own files and the files it uses", () => {
    expect(groupsFile([{ id: "0", files: ["/t/0/A.java"], deps: ["/t/0/dep0/B.java"] }])).toBe(
      "group 0\nfile /t/0/A.java\ndep /t/0/dep0/B.java\n",
    )
  })

  test("one java process: the driver, the API's roots, its classes folder and the groups", () => {
    expect(javaArguments("/s/CompileSamples.java", ["/api/main", "/api/stubs"], "/cache/abc", "/t/groups.txt")).toEqual(
      [
        "-Xshare:auto",
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "/s/CompileSamples.java",
        "/api/main:/api/stubs",
        "/cache/abc",
        "/t/groups.txt",
      ],
    )
  })

  test("errors are read by group, file and line; other output is left out", () => {
    const out = "0\t/t/0/A.java\t12\tcannot find symbol; symbol: class Instant\nPicked up JAVA_TOOL_OPTIONS\n"
    expect(parseCompilerOutput(out)).toEqual([
      { id: "0", file: "/t/0/A.java", line: 12, message: "cannot find symbol; symbol: class Instant" },
    ])
  })
})
