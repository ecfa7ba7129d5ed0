import { spawn, type Serializable } from "node:child_process"
import path from "node:path"
import { bundleForNode } from "../gatsby/compile-gatsby-files.cjs"
import type { FeatureSpan } from "../lib/build-profile"
import { besideTheBuildCommand } from "./beside-the-build"
import { addFeatureSpans, takeFeatureSpans } from "./build-profile"

/**
 * Work of the build in a process of its own (the twins made ahead, the content check): Gatsby's
 * node APIs all run on one thread, where this work held up bootstrap and the compilations' own
 * JavaScript (the MDX loader). The child is the site's TypeScript bundled for Node (esbuild, as the
 * gatsby-* files are: src/gatsby/compile-gatsby-files.cjs), given its input and answering once,
 * both by structured clone. Its feature spans join the build profile.
 */
const CHILDREN_DIR = ".cache/compiled/children"

type Answer<O> = { ok: true; output: O; spans: FeatureSpan[]; timeOrigin: number } | { ok: false; error: string }

/**
 * Runs `entry` (a module calling `serveChild`, from the site root) with `input`; its output. `nice`:
 * at a lower CPU priority, for work that must not slow the compilations it runs beside. `sent`:
 * called once the child has its input, for a caller about to keep this thread busy (the child
 * starts only when this thread is free to bundle and spawn it).
 */
export async function runInChild<I extends Serializable, O>(
  entry: string,
  input: I,
  { nice, sent }: { nice: boolean; sent?: () => void },
): Promise<O> {
  const siteRoot = process.cwd()
  const outdir = path.join(siteRoot, CHILDREN_DIR)
  await bundleForNode({ siteRoot, entryPoints: [path.resolve(siteRoot, entry)], outdir })
  const script = path.join(outdir, path.basename(entry).replace(/\.ts$/, ".js"))
  const [command, args] = nice ? besideTheBuildCommand(process.execPath, [script]) : [process.execPath, [script]]
  return new Promise<O>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" })
    let answer: Answer<O> | null = null
    let exit: string | null = null
    // The answer may still be in the IPC channel when "exit" fires (seen on a loaded machine: a
    // child that had answered was reported as having none), so settle only once the child has
    // exited and its channel is closed, every message delivered.
    const settle = () => {
      if (exit === null || child.connected) return
      if (answer?.ok) {
        addFeatureSpans(answer.spans, answer.timeOrigin)
        resolve(answer.output)
      } else reject(new Error(answer ? answer.error : `${entry} exited with ${exit} and no answer`))
    }
    child.on("message", (message) => (answer = message as Answer<O>))
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      exit = String(signal ?? code)
      settle()
    })
    child.on("disconnect", settle)
    child.send(input, () => sent?.())
  })
}

/** The child's side: `work` on the input it is sent, its output (or error) sent back, then exit. */
export function serveChild<I, O>(work: (input: I) => Promise<O> | O): void {
  // The parent is gone (a `gatsby develop` stopped): nobody waits for the answer.
  process.once("disconnect", () => process.exit(1))
  process.once("message", async (input) => {
    let answer: Answer<O>
    try {
      const output = await work(input as I)
      answer = { ok: true, output, spans: takeFeatureSpans(), timeOrigin: performance.timeOrigin }
    } catch (error) {
      answer = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    }
    process.send!(answer, () => process.exit(0))
  })
}
