import { spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { BlockProblem } from "../lib/samples/fix"
import {
  groupsFile,
  javaArguments,
  parseCompilerOutput,
  type JavacGroup,
  type JavaSourceFile,
} from "../lib/samples/java-compile"
import type { JavaType } from "../lib/samples/java-names"
import { besideTheBuildCommand, notFoundUnderNice, runningBesideTheBuild } from "./beside-the-build"

/**
 * The external checkers of code samples, each run once for all the blocks it checks (never a
 * process per block from Node): python3 compiles every Python block in one process, one bash
 * runs `bash -n` over every Bash block, one shellcheck reads them all, one JVM compiles every
 * complete Java block.
 */
export interface ToolInput {
  id: string
  code: string
}
/** Problems per input id; an id without problems is absent. */
export type ToolProblems = Map<string, BlockProblem[]>
export type ToolOutcome = { ok: true; problems: ToolProblems } | { ok: false; missing: string }

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function run(command: string, args: string[], input?: string): Promise<Run | "missing"> {
  return new Promise((resolve, reject) => {
    const [file, argv] = runningBesideTheBuild() ? besideTheBuildCommand(command, args) : [command, args]
    const child = spawn(file, argv, { stdio: ["pipe", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d))
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d))
    child.on("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve("missing") : reject(error)))
    child.on("close", (code) => resolve(notFoundUnderNice(code, stderr) ? "missing" : { code, stdout, stderr }))
    child.stdin.on("error", () => undefined)
    child.stdin.end(input ?? "")
  })
}

function add(problems: ToolProblems, id: string, problem: BlockProblem) {
  const list = problems.get(id) ?? []
  list.push(problem)
  problems.set(id, list)
}

// Reads [{id, code}] on stdin, answers {id: {line, message}} for the blocks that do not compile.
const PYTHON_COMPILE = `
import json, sys
out = {}
for block in json.load(sys.stdin):
    try:
        compile(block["code"], "<sample>", "exec", dont_inherit=True)
    except SyntaxError as e:
        out[block["id"]] = {"line": e.lineno or 1, "message": "%s: %s" % (type(e).__name__, e.msg)}
json.dump(out, sys.stdout)
`

export async function compilePython(inputs: readonly ToolInput[]): Promise<ToolOutcome> {
  if (!inputs.length) return { ok: true, problems: new Map() }
  const result = await run("python3", ["-c", PYTHON_COMPILE], JSON.stringify(inputs))
  if (result === "missing") return { ok: false, missing: "python3" }
  if (result.code !== 0) throw new Error(`python3 failed while compiling the Python samples:\n${result.stderr}`)
  const failures = JSON.parse(result.stdout) as Record<string, { line: number; message: string }>
  const problems: ToolProblems = new Map()
  for (const [id, f] of Object.entries(failures)) add(problems, id, { line: f.line, message: `Python: ${f.message}` })
  return { ok: true, problems }
}

/** The blocks as files `<id>.sh` in a fresh temporary folder, removed by `done()`. */
function asFiles(inputs: readonly ToolInput[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "tachyon-samples-"))
  const files = inputs.map((input, i) => {
    const file = path.join(dir, `${i}.sh`)
    writeFileSync(file, input.code.endsWith("\n") ? input.code : `${input.code}\n`)
    return file
  })
  const idOf = (file: string) => inputs[Number(path.basename(file, ".sh"))]?.id
  return { files, idOf, done: () => rmSync(dir, { recursive: true, force: true }) }
}

// One bash that parses each file with `bash -n`; its messages read "<file>: line <n>: <message>".
const BASH_PARSE_ALL = 'for f in "$@"; do bash -n "$f"; done'

export async function parseBash(inputs: readonly ToolInput[]): Promise<ToolOutcome> {
  if (!inputs.length) return { ok: true, problems: new Map() }
  const { files, idOf, done } = asFiles(inputs)
  try {
    const result = await run("bash", ["-c", BASH_PARSE_ALL, "bash", ...files])
    if (result === "missing") return { ok: false, missing: "bash" }
    const problems: ToolProblems = new Map()
    for (const line of result.stderr.split("\n")) {
      const match = /^(.*\.sh): line (\d+): (.*)$/.exec(line)
      // bash follows each error with a line quoting the offending code: skip it.
      if (!match || match[3].startsWith("`")) continue
      const id = idOf(match[1])
      if (id !== undefined) add(problems, id, { line: Number(match[2]), message: `bash -n: ${match[3]}` })
    }
    return { ok: true, problems }
  } finally {
    done()
  }
}

interface ShellcheckComment {
  file: string
  line: number
  code: number
  message: string
}

/** shellcheck's error-level findings (not warnings or style), read as Bash. */
export async function shellcheckErrors(inputs: readonly ToolInput[]): Promise<ToolOutcome> {
  if (!inputs.length) return { ok: true, problems: new Map() }
  const { files, idOf, done } = asFiles(inputs)
  try {
    const result = await run("shellcheck", ["--norc", "--shell=bash", "--severity=error", "--format=json1", ...files])
    if (result === "missing") return { ok: false, missing: "shellcheck" }
    if (result.code !== 0 && result.code !== 1) throw new Error(`shellcheck failed:\n${result.stderr}`)
    const { comments } = JSON.parse(result.stdout || '{"comments":[]}') as { comments: ShellcheckComment[] }
    const problems: ToolProblems = new Map()
    for (const c of comments) {
      const id = idOf(c.file)
      if (id !== undefined) add(problems, id, { line: c.line, message: `shellcheck SC${c.code}: ${c.message}` })
    }
    return { ok: true, problems }
  } finally {
    done()
  }
}

/** A complete Java block: its source files, and those of the earlier blocks of its page it uses. */
export interface JavaInput {
  id: string
  files: readonly JavaSourceFile[]
  deps: readonly (readonly JavaSourceFile[])[]
}

/**
 * The API's model (api-model.json, written by the driver beside the API's classes): read from the
 * cache, or, when the API has not been compiled since it changed, compiled now with no block.
 * Null when there is no JDK.
 */
export async function javaApiModel(api: JavaApi): Promise<JavaType[] | null> {
  const file = path.join(api.classesDir, "api-model.json")
  if (!existsSync(file)) {
    const outcome = await compileJava([], api, true)
    if (!outcome.ok) return null
  }
  return JSON.parse(readFileSync(file, "utf8")) as JavaType[]
}

/** The API the blocks compile against: its source roots, and where its classes are kept. */
export interface JavaApi {
  roots: readonly string[]
  classesDir: string
}

/** src/node/java/CompileSamples.java, from the site's root (Gatsby runs a compiled copy of this module). */
export const JAVA_DRIVER = path.resolve(process.cwd(), "src/node/java/CompileSamples.java")

/**
 * Compiles every complete Java block in one JVM (src/node/java/CompileSamples.java): the API once
 * into its classes folder unless a run before has (`api` is asked only when there is a block), then each block with the blocks it uses. A
 * block's files are written line for line, so javac's line is the block's line.
 */
export async function compileJava(
  inputs: readonly JavaInput[],
  api: JavaApi | (() => JavaApi),
  evenWithoutBlocks = false,
): Promise<ToolOutcome> {
  if (!inputs.length && !evenWithoutBlocks) return { ok: true, problems: new Map() }
  const { roots, classesDir } = typeof api === "function" ? api() : api
  const dir = mkdtempSync(path.join(tmpdir(), "tachyon-java-"))
  try {
    const write = (folder: string, files: readonly JavaSourceFile[]) => {
      mkdirSync(folder, { recursive: true })
      return files.map((f) => {
        const file = path.join(folder, f.name)
        writeFileSync(file, f.text)
        return file
      })
    }
    const groups: JavacGroup[] = inputs.map((input, i) => ({
      id: String(i),
      files: write(path.join(dir, String(i)), input.files),
      deps: input.deps.flatMap((files, j) => write(path.join(dir, String(i), `dep${j}`), files)),
    }))
    const list = path.join(dir, "groups.txt")
    writeFileSync(list, groupsFile(groups))
    const result = await run("java", javaArguments(JAVA_DRIVER, roots, classesDir, list, path.delimiter))
    if (result === "missing" || result.code === 3) return { ok: false, missing: "javac" }
    if (result.code === 2)
      throw new Error(`The Java API source does not compile (${roots.join(", ")}):\n${result.stdout}${result.stderr}`)
    if (result.code !== 0) throw new Error(`java failed while compiling the Java samples:\n${result.stderr}`)
    const problems: ToolProblems = new Map()
    for (const e of parseCompilerOutput(result.stdout)) {
      const input = inputs[Number(e.id)]
      if (input) add(problems, input.id, { line: e.line, message: `javac: ${e.message}` })
    }
    return { ok: true, problems }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
