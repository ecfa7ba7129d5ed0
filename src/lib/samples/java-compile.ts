/**
 * Java blocks as source files for javac (content/README.md, "Code samples are checked"): which types a block declares,
 * the files it stands for (one per public top-level type, as javac requires), which other
 * blocks of its page it is compiled with, and javac's answers mapped back to the block.
 */

/** A top-level type declaration: its name, whether it is public, and where it is in the block. */
export interface JavaTypeDeclaration {
  name: string
  isPublic: boolean
  /** Offsets in the block: from the first token of its modifiers or annotations to after its `}`. */
  start: number
  end: number
}

const DECLARATION = /(?:^|[^\w$@])(@interface|class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/

/** The offset after a comment, string, text block or char literal starting at `i`, or `i` if none does. */
export function skipLiteral(code: string, i: number): number {
  const two = code.slice(i, i + 2)
  if (two === "//") {
    const end = code.indexOf("\n", i)
    return end < 0 ? code.length : end
  }
  if (two === "/*") {
    const end = code.indexOf("*/", i + 2)
    return end < 0 ? code.length : end + 2
  }
  if (code.startsWith('"""', i)) {
    const end = code.indexOf('"""', i + 3)
    return end < 0 ? code.length : end + 3
  }
  const quote = code[i]
  if (quote !== '"' && quote !== "'") return i
  let j = i + 1
  while (j < code.length && code[j] !== quote && code[j] !== "\n") j += code[j] === "\\" ? 2 : 1
  return j + 1
}

/** Annotations and their arguments removed, so that `public` is read among the modifiers only. */
const withoutAnnotations = (header: string) => header.replace(/@(?!interface\b)[\w$.]+(\s*\([^)]*\))?/g, " ")

/**
 * The top-level types a block declares, found by a scan that skips comments and literals and
 * counts braces and parentheses (an annotation's `{...}` argument opens no body).
 */
export function topLevelTypes(code: string): JavaTypeDeclaration[] {
  const types: JavaTypeDeclaration[] = []
  let itemStart = -1
  let braces = 0
  let parens = 0
  let header = ""
  for (let i = 0; i < code.length;) {
    const skipped = skipLiteral(code, i)
    if (skipped !== i) {
      if (braces === 0 && itemStart >= 0 && code[i] !== "/") header += code.slice(i, skipped)
      i = skipped
      continue
    }
    const c = code[i]
    if (braces === 0) {
      if (itemStart < 0 && !/\s/.test(c)) itemStart = i
      if (c === "(") parens++
      else if (c === ")") parens--
      else if (c === ";" && parens === 0) {
        itemStart = -1
        header = ""
        i++
        continue
      }
      if (c === "{" && parens === 0) {
        const match = DECLARATION.exec(header)
        if (match && itemStart >= 0) {
          const isPublic = /\bpublic\b/.test(withoutAnnotations(header.slice(0, match.index + match[0].length)))
          types.push({ name: match[2], isPublic, start: itemStart, end: -1 })
        }
      }
      if (itemStart >= 0) header += c
    }
    if (c === "{") braces++
    else if (c === "}") {
      braces--
      if (braces === 0) {
        const last = types[types.length - 1]
        if (last && last.end < 0) last.end = i + 1
        itemStart = -1
        header = ""
      }
    }
    i++
  }
  return types.filter((t) => t.end > 0)
}

/** Every character of [start, end) but newlines as a space: lines keep their numbers. */
const blank = (code: string, start: number, end: number) =>
  code.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, " ") + code.slice(end)

export interface JavaSourceFile {
  /** `AcmeTwap.java`: javac wants a public type in the file of its name. */
  name: string
  text: string
}

/**
 * The files a block stands for: one per public top-level type, the other public types blanked
 * out (so a line of any file is the same line of the block); types that are not public stay
 * in the first file. A block without a public type is one file named after its first type.
 */
export function javaSourceFiles(code: string, types = topLevelTypes(code)): JavaSourceFile[] {
  const publicTypes = types.filter((t) => t.isPublic)
  if (publicTypes.length <= 1) {
    const name = (publicTypes[0] ?? types[0])?.name ?? "Sample"
    return [{ name: `${name}.java`, text: code }]
  }
  return publicTypes.map((own, index) => {
    let text = code
    for (const other of publicTypes) if (other !== own) text = blank(text, other.start, other.end)
    if (index > 0) for (const t of types) if (!t.isPublic) text = blank(text, t.start, t.end)
    return { name: `${own.name}.java`, text }
  })
}

/**
 * For each complete block of a page (in page order, by the names of the types it declares),
 * the earlier blocks it is compiled with: a page builds a program across blocks (an interface,
 * then its implementations; a class, then its test). Going back from the block, an earlier
 * block is taken unless it declares a type already taken: a later version of a class (a
 * tutorial's finished `AcmeTwap` after its first steps) stands for the earlier one.
 */
export function pageDependencies(blocks: readonly (readonly string[])[]): number[][] {
  return blocks.map((own, index) => {
    const taken = new Set(own)
    const deps: number[] = []
    for (let j = index - 1; j >= 0; j--) {
      if (blocks[j].some((name) => taken.has(name))) continue
      for (const name of blocks[j]) taken.add(name)
      deps.push(j)
    }
    return deps.reverse()
  })
}

/** One group of the compiler's input: an id, the block's own files and those of the blocks it uses. */
export interface JavacGroup {
  id: string
  files: readonly string[]
  deps: readonly string[]
}

/** The groups file src/node/java/CompileSamples.java reads: `group`, `file` and `dep` lines. */
export function groupsFile(groups: readonly JavacGroup[]): string {
  return groups
    .map((g) => [`group ${g.id}`, ...g.files.map((f) => `file ${f}`), ...g.deps.map((f) => `dep ${f}`)].join("\n"))
    .join("\n")
    .concat("\n")
}

/**
 * The arguments of the one `java` process: the driver in source-launcher mode, then its three
 * inputs. The JIT's first tier only and the serial collector: the run is a few seconds of CPU,
 * too short for the optimising compiler or parallel GC threads to pay back on two cores
 * (about 2.3 s of CPU for the site's 26 blocks; without the flags, several times the wall time).
 */
export function javaArguments(
  driver: string,
  apiRoots: readonly string[],
  apiClasses: string,
  groups: string,
  pathSeparator = ":",
): string[] {
  return [
    "-Xshare:auto",
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    driver,
    apiRoots.join(pathSeparator),
    apiClasses,
    groups,
  ]
}

export interface JavacError {
  id: string
  file: string
  line: number
  message: string
}

/** The driver's output lines (`id TAB file TAB line TAB message`) as errors; other lines are left out. */
export function parseCompilerOutput(stdout: string): JavacError[] {
  return stdout.split("\n").flatMap((line) => {
    const [id, file, lineNumber, ...message] = line.split("\t")
    if (!message.length || !/^\d+$/.test(lineNumber)) return []
    return [{ id, file, line: Number(lineNumber), message: message.join("\t") }]
  })
}
