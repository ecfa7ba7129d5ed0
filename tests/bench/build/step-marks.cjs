// Preloaded (`node -r`) into a profiled `gatsby build` by build-bench.mjs --profile: writes to
// STEP_MARKS_FILE the time each Gatsby step ends ("success <step>", "info bootstrap finished"),
// in microseconds of the clock V8's CPU profiles use, so that profile.mjs can tell which step
// each sample belongs to. The main process only: Gatsby forks its workers with the parent's
// execArgv (this preload included) and environment, which carries the marker below.
const { appendFileSync } = require("node:fs")

const file = process.env.STEP_MARKS_FILE
if (file && !process.env.STEP_MARKS_PID) {
  process.env.STEP_MARKS_PID = String(process.pid)
  const now = () => String(process.hrtime.bigint() / 1000n)
  appendFileSync(file, `${now()}\tstart ${process.pid}\n`)
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    // One chunk can end several steps (Gatsby's reporter batches its lines).
    for (const step of String(chunk).matchAll(/(?:success|info) (.*?)(?: - [\d.]+s.*)?$/gm))
      appendFileSync(file, `${now()}\t${step[1]}\n`)
    return write(chunk, ...rest)
  }
}
