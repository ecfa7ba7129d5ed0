import type { BlockProblem } from "./fix"

/** java-parser's `parse`, passed in so that the 0.5 s import is paid only when a block needs it. */
export type JavaParse = (source: string) => unknown

/** The wrapper that turns class members (fields, methods, nested types) into a compilation unit. */
const MEMBERS_OPEN = "class Sample {\n"
const MEMBERS_CLOSE = "\n}\n"

/**
 * A block that opens like a source file (package, import, a type declaration) is read as a
 * compilation unit; any other block as the members of a class. Deciding first costs one parse:
 * a failed java-parser parse is slow (it lists every token sequence it expected).
 */
export function looksLikeCompilationUnit(code: string): boolean {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "")
  return (
    /^\s*(package|import)\s/m.test(withoutComments) ||
    /^\s*(@\w+(\([^)]*\))?\s+)*((public|protected|private|abstract|final|sealed|non-sealed|static|strictfp)\s+)*(class|interface|enum|record|@interface)\s+\w/.test(
      withoutComments,
    )
  )
}

interface ParseFailure {
  line: number
  column: number
  found: string | null
}

function failureOf(error: unknown): ParseFailure {
  const message = error instanceof Error ? error.message : String(error)
  const at = /line: (\d+|NaN), column: (\d+|NaN)/.exec(message)
  const found = /but found: '([^']*)'/.exec(message)
  return {
    line: at && at[1] !== "NaN" ? Number(at[1]) : NaN,
    column: at && at[2] !== "NaN" ? Number(at[2]) : NaN,
    found: found ? found[1] : null,
  }
}

function tryParse(parse: JavaParse, source: string): ParseFailure | null {
  try {
    parse(source)
    return null
  } catch (error) {
    return failureOf(error)
  }
}

/**
 * Checks a `java` block: it must parse as a compilation unit or as class members (java-parser,
 * Java 21 syntax). A block marked `java fragment` (a builder chain, a few statements) is not
 * parsed. The problem names the line in the block and what the parser found there.
 */
export function checkJavaBlock(code: string, fragment: boolean, parse: JavaParse): BlockProblem[] {
  if (fragment) return []
  const asUnit = () => tryParse(parse, code)
  const asMembers = () => {
    const failure = tryParse(parse, MEMBERS_OPEN + code + MEMBERS_CLOSE)
    return failure && { ...failure, line: failure.line - 1 }
  }
  const [first, second] = looksLikeCompilationUnit(code) ? [asUnit, asMembers] : [asMembers, asUnit]
  const failure = first()
  if (!failure || !second()) return []
  const lines = code.split("\n").length
  const line = Number.isFinite(failure.line) ? Math.min(Math.max(failure.line, 1), lines) : lines
  const found = failure.found === null ? "the end of the block" : `"${failure.found}"`
  return [
    {
      line,
      message: `Java does not parse as a compilation unit or as class members: unexpected ${found}${Number.isFinite(failure.column) ? ` at column ${failure.column}` : ""} (statements belong in a method; or mark the block "java fragment")`,
    },
  ]
}
