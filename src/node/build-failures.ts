/**
 * Content checks that fail the build without stopping it at once: the code sample and name
 * checks run at bootstrap and print their findings there, and the build goes on so that the
 * link check at the end reports too, then fails with everything found (one build shows every
 * problem, as tests/run-all.mjs's broken fixture relies on).
 */
const failures: string[] = []

export function deferBuildFailure(message: string): void {
  failures.push(message)
}

/** The deferred failures, emptied (a develop server's next build starts clean). */
export function takeBuildFailures(): string[] {
  return failures.splice(0, failures.length)
}
