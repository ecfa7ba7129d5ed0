// Runs a command and measures it: wall time, the peak resident memory of its whole process tree
// (the sum over every descendant, sampled every 100 ms from /proc) and of its largest process,
// and the time of each Gatsby step from its log.
import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"

/** Every pid whose ancestry leads to `root`, root included (Linux /proc). */
function processTree(root) {
  const parents = new Map()
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      // stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8")
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]))
    } catch {
      // the process ended while we looked
    }
  }
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return tree
}

/** A process's command line, shortened to its script's name: which process peaked. */
function commandOf(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean)
    const script = argv.find((arg, i) => i > 0 && !arg.startsWith("-"))
    return script ? script.split("/").slice(-3).join("/") : (argv[0] ?? "")
  } catch {
    return ""
  }
}

function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** A log's lines without the terminal's colour codes. */
// eslint-disable-next-line no-control-regex -- ESC starts the terminal colour codes removed here
const logLines = (log) => log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").split("\n")

/** Gatsby's "success <step> - 12.345s" lines, as { step: seconds } (the last of repeated steps wins). */
export function gatsbySteps(log) {
  const steps = {}
  for (const line of logLines(log)) {
    const match = /^(?:success|info) (.+?) - ([\d.]+)\s?s/.exec(line.trim())
    if (match) steps[match[1]] = Number(match[2])
  }
  return steps
}

/**
 * The Gatsby step that was running when the log was `offset` characters long: the first one to
 * report its end after that point (Gatsby prints a step when it ends), or null after the last.
 */
export function stepRunningAt(log, offset) {
  for (const line of logLines(log.slice(offset))) {
    const match = /^success (.+?) - [\d.]+\s?s/.exec(line.trim())
    if (match) return match[1]
  }
  return null
}

/**
 * @returns {Promise<{ status: number, seconds: number, peakTreeBytes: number, peakProcessBytes: number, peakProcess: string, peakStep: string | null, peakSeconds: number, output: string, steps: Record<string, number> }>}
 */
export function measure(command, args, { cwd = process.cwd(), env = {} } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    let peakTreeBytes = 0
    let peakProcessBytes = 0
    let peakProcess = ""
    let peakAt = 0
    let peakSeconds = 0
    const sample = () => {
      let sum = 0
      for (const pid of processTree(child.pid)) {
        const bytes = residentBytes(pid)
        sum += bytes
        if (bytes > peakProcessBytes) {
          peakProcessBytes = bytes
          peakProcess = commandOf(pid)
          peakAt = output.length
          peakSeconds = Number(process.hrtime.bigint() - started) / 1e9
        }
      }
      peakTreeBytes = Math.max(peakTreeBytes, sum)
    }
    const timer = setInterval(sample, 100)
    child.on("exit", (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      resolve({
        status: code ?? 1,
        seconds,
        peakTreeBytes,
        peakProcessBytes,
        peakProcess,
        peakStep: stepRunningAt(output, peakAt),
        peakSeconds,
        output,
        steps: gatsbySteps(output),
      })
    })
  })
}

export const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GiB`
export const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
