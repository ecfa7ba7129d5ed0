import { looksLikeCompilationUnit, STATEMENTS_OPEN, type FragmentReading } from "./java"
import { javaSourceFiles, type JavaSourceFile } from "./java-compile"

/**
 * A `java fragment` block as a source file javac can compile against the API (content/README.md,
 * "Code samples are checked"): its reading (src/lib/samples/java.ts) with every API package and
 * the JDK's common ones imported, and, for members or statements, a class around them that gives
 * what such code relies on: an algorithm's `ctx()` and callbacks, a listener's callbacks, and the
 * variables the docs use for the client and its services. Everything is added on the reading's first
 * line, so a line of the file is still a line of the reading.
 */

/**
 * Whether a block uses the trading connector SDK: its page's fragments import the SDK's packages
 * instead of the algorithm SDK's, whose Timers and StopReason have the same simple names.
 */
export const usesConnectorSdk = (code: string): boolean => /\bio\.tachyon\.tc\b/.test(code)

const ALGORITHM_SDK = "io.tachyon.algo"
const CLASS_OPEN = "class Sample {"
const CONNECTOR_SDK = ["io.tachyon.tc", "io.tachyon.tc.net", "io.tachyon.tc.test"]

/** The API's packages and the JDK's the docs use without importing them. */
export const FRAGMENT_IMPORTS = [
  "io.tachyon.api",
  "io.tachyon.api.routing",
  "io.tachyon.api.service",
  ALGORITHM_SDK,
  `${ALGORITHM_SDK}.testing`,
  "io.tachyon.risk",
  "io.tachyon.risk.test",
  "java.time",
  "java.util",
  "java.util.concurrent",
  "java.util.function",
  "org.junit.jupiter.api",
]

/**
 * The variables fragments use by convention without declaring them (`client.orders()`), as fields
 * of the wrapper: the same names and types as the complete samples declare them.
 */
export const FRAGMENT_CONTEXT: Readonly<Record<string, string>> = {
  client: "TachyonClient",
  orders: "OrderService",
  md: "MarketDataService",
  marketData: "MarketDataService",
  positions: "PositionService",
  refData: "ReferenceDataService",
  log: "Log",
  h: "AlgoTestHarness",
  harness: "AlgoTestHarness",
}

// The callbacks that tell which class a fragment's methods belong to.
const ALGORITHM =
  /\b(ctx|params|parent|state|complete|fail)\s*\(|\bvoid\s+on(Init|Start|Pause|Resume|Stop|MarketData|Timer|ChildFill|ChildReject|ChildUpdate|ParentReplace|ParentCancel)\s*\(/
const LISTENERS: readonly [string, RegExp][] = [
  ["TradingConnector", /\bvoid\s+on(NewOrder|Cancel|Replace)\s*\(\s*\w+Command\b|\bint\s+poll\s*\(\s*\)/],
  ["MarketDataListener", /\bvoid\s+on(Quote|Trade|Depth|BookOrder|Stale|Resync|TradingStatus|ConnectorStatus)\s*\(/],
  ["OrderListener", /\bvoid\s+on(Accepted|Fill|Canceled|Replaced|Rejected)\s*\(\s*\w+Event\b/],
  ["ConnectionListener", /\bvoid\s+on(Disconnected|Reconnected)\s*\(/],
]

const importLine = (code: string, connector: boolean) =>
  [
    ...[...code.matchAll(/^[ \t]*(import\s+(?:static\s+)?[\w.*]+\s*;)/gm)].map((m) => m[1]),
    ...FRAGMENT_IMPORTS.flatMap((p) =>
      !connector ? [p] : p === ALGORITHM_SDK ? CONNECTOR_SDK : p.startsWith(ALGORITHM_SDK) ? [] : [p],
    ).map((p) => `import ${p}.*;`),
  ].join(" ")

/** The class a fragment's members or statements are put in, with its context fields. */
function wrapperClass(code: string, connector: boolean): string {
  const base = !connector && ALGORITHM.test(code) ? " extends AbstractAlgorithm" : ""
  const listeners = LISTENERS.filter(([, callback]) => callback.test(code)).map(([name]) => name)
  const implemented = listeners.length ? ` implements ${listeners.join(", ")}` : ""
  const declared = (name: string) => new RegExp(`\\b${name}\\s*(=|;|\\))`).test(code)
  const fields = Object.entries(FRAGMENT_CONTEXT)
    .filter(([name]) => !declared(name))
    .map(([name, type]) => `${type} ${name};`)
    .join(" ")
  // Abstract: an interface's other methods need no body here, and the fragment's own names stay free.
  return `@SuppressWarnings("all") abstract class Sample${base}${implemented} { ${fields}`
}

export interface FragmentSource {
  files: JavaSourceFile[]
  /** Lines the files add before the fragment's first line: javac's line minus this is the block's. */
  linesBefore: number
}

/** The file(s) javac compiles for a fragment. */
export function fragmentSource(code: string, reading: FragmentReading, connector = false): FragmentSource {
  const imports = importLine(code, connector)
  // java-parser reads methods alone as a compilation unit (Java 21's unnamed classes): not a source file here.
  if (reading.kind === "unit" && looksLikeCompilationUnit(code)) {
    // After a `package` line, on its own line; before the first line otherwise.
    const source = /^\s*package\s/.test(reading.source)
      ? reading.source.replace(/^(\s*package\s[^;]*;)/, `$1 ${imports}`)
      : `${imports} ${reading.source}`
    return { files: javaSourceFiles(source), linesBefore: reading.linesBefore }
  }
  // Members, and the closing part of a class, come in the reading's own `class Sample {`: the wrapper takes its place.
  const [open, body, linesBefore] =
    reading.kind === "statements"
      ? [
          `${wrapperClass(code, connector)} void sample() throws Exception {`,
          reading.source.slice(STATEMENTS_OPEN.length),
          0,
        ]
      : reading.source.startsWith(CLASS_OPEN)
        ? [wrapperClass(code, connector), reading.source.slice(CLASS_OPEN.length), 0]
        : [wrapperClass(code, connector), `\n${reading.source}\n}\n`, 1]
  return {
    files: [{ name: "Sample.java", text: `${imports} ${open}${body}` }],
    linesBefore: reading.linesBefore + linesBefore,
  }
}

/**
 * Whether a javac error is about the API, not about the context a fragment leaves out: a name the
 * fragment uses without declaring it (a field of its class, a helper of the page) is looked up in
 * the wrapper or the fragment's own class and not found there; that is the fragment's context,
 * not a fault. A member missing from an API type is looked up in that type, and reported. So is a
 * method that overrides nothing: the API lacks the callback the page writes.
 */
export function isApiError(message: string): boolean {
  // The rest of a class split by prose is in another block; a page's own class used as a qualifier
  // (`AcmeMessage.Logon`) reads to javac as a package.
  if (/is not abstract and does not override abstract method|^package [A-Z]\w* does not exist$/.test(message))
    return false
  if (!message.startsWith("cannot find symbol;")) return true
  const location = /; location: (.*)$/.exec(message)?.[1]
  // No location: a simple name the fragment never declared. An algorithm's own parameter record
  // is read through AlgoParameters, which has none of its accessors.
  if (location === undefined || location === "interface io.tachyon.algo.AlgoParameters") return false
  return !/^class (?!io\.tachyon\.)[\w.]+$/.test(location)
}
