import type { BlockProblem } from "./fix"
import { skipLiteral, topLevelTypes } from "./java-compile"

/** java-parser's `parse`, passed in so that the 0.5 s import is paid only when a block needs it. */
export type JavaParse = (source: string) => unknown

/** The wrapper that turns class members (fields, methods, nested types) into a compilation unit. */
const MEMBERS_OPEN = "class Sample {\n"
const MEMBERS_CLOSE = "\n}\n"
/** The wrapper that turns statements into a method body. */
export const STATEMENTS_OPEN = "class Sample { void sample() throws Exception {"

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

/** The braces a fragment leaves open (positive) or closes that it never opened (negative). */
export function braceBalance(code: string): number {
  let balance = 0
  for (let i = 0; i < code.length;) {
    const skipped = skipLiteral(code, i)
    if (skipped !== i) {
      i = skipped
      continue
    }
    if (code[i] === "{") balance++
    else if (code[i] === "}") balance--
    i++
  }
  return balance
}

/** Whether a fragment's first line of code (after comments and imports) opens a declaration. */
function opensWithDeclaration(code: string): boolean {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "")
  const first = withoutComments.split("\n").find((line) => line.trim() && !/^\s*import\s/.test(line)) ?? ""
  return /^\s*(@\w|(public|protected|private|static|final|abstract|class|interface|enum|record)\b)/.test(first)
}

/**
 * The ways a fragment may be read, each as a source and the lines it adds before the code: a
 * compilation unit, class members, statements (its imports blanked, as a page shows them above a
 * few statements), and for the opening or closing part of a class (a class split by prose) the
 * same with the braces it lacks. The likeliest comes first: a failed parse is the slow one.
 */
/** How a fragment was read: as a compilation unit, the members of a class, or statements. */
export type FragmentKind = "unit" | "members" | "statements"
export interface FragmentReading {
  kind: FragmentKind
  /** The fragment as Java that parses: braces it lacks added, its imports blanked for statements. */
  source: string
  /** Lines the reading adds before the fragment's first line. */
  linesBefore: number
}

function fragmentReadings(code: string): FragmentReading[] {
  const balance = braceBalance(code)
  const closed = balance > 0 ? code + "\n}".repeat(balance) : code
  const opened = balance < 0 ? "class Sample {\n".repeat(-balance) : ""
  const statements = code.replace(/^[ \t]*import\s[^\n]*$/gm, "")
  const declarations: FragmentReading[] = [
    { kind: "unit", source: opened + closed, linesBefore: Math.max(-balance, 0) },
    {
      kind: "members",
      source: MEMBERS_OPEN + opened + closed + MEMBERS_CLOSE,
      linesBefore: 1 + Math.max(-balance, 0),
    },
  ]
  const asStatements: FragmentReading = {
    kind: "statements",
    source: `${STATEMENTS_OPEN}\n${statements}\n} }\n`,
    linesBefore: 1,
  }
  return balance !== 0 || opensWithDeclaration(code) ? [...declarations, asStatements] : [asStatements, ...declarations]
}

/** The first reading of a fragment that parses, or the problem of the likeliest one. */
export function readFragment(code: string, parse: JavaParse): FragmentReading | BlockProblem {
  let first: ParseFailure | null = null
  for (const reading of fragmentReadings(code)) {
    const failure = tryParse(parse, reading.source)
    if (!failure) return reading
    first ??= { ...failure, line: failure.line - reading.linesBefore }
  }
  return problemAt(
    code,
    first as ParseFailure,
    "Java fragment does not parse as a compilation unit, class members or statements",
    "a fragment is still Java",
  )
}

function problemAt(code: string, failure: ParseFailure, what: string, hint: string): BlockProblem {
  const lines = code.split("\n").length
  const line = Number.isFinite(failure.line) ? Math.min(Math.max(failure.line, 1), lines) : lines
  const found = failure.found === null ? "the end of the block" : `"${failure.found}"`
  return {
    line,
    message: `${what}: unexpected ${found}${Number.isFinite(failure.column) ? ` at column ${failure.column}` : ""} (${hint})`,
  }
}

/**
 * Checks a `java` block. A complete block (not marked `fragment`) must parse as a compilation unit
 * or as class members (java-parser, Java 21 syntax), and declare a type: it is then compiled
 * against the API source (src/node/sample-tools.ts). A block marked `java fragment` (a builder
 * chain, a few statements, a method or two, half of a class) must parse as one of those.
 */
export function checkJavaBlock(code: string, fragment: boolean, parse: JavaParse): BlockProblem[] {
  if (fragment) {
    const reading = readFragment(code, parse)
    return "kind" in reading ? [] : [reading]
  }
  const asUnit = () => tryParse(parse, code)
  const asMembers = () => {
    const failure = tryParse(parse, MEMBERS_OPEN + code + MEMBERS_CLOSE)
    return failure && { ...failure, line: failure.line - 1 }
  }
  const [first, second] = looksLikeCompilationUnit(code) ? [asUnit, asMembers] : [asMembers, asUnit]
  const failure = first()
  if (failure && second())
    return [
      problemAt(
        code,
        failure,
        "Java does not parse as a compilation unit or as class members",
        'statements belong in a method; or mark the block "java fragment"',
      ),
    ]
  if (!topLevelTypes(code).length)
    return [
      {
        line: 1,
        message:
          'a complete Java sample declares a class, record, interface or enum, and is compiled; mark a part of one "java fragment"',
      },
    ]
  return []
}
