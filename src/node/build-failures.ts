/**
 * Content checks that fail the build without stopping it at once: the code sample and name
 * checks run at bootstrap and print their findings there, and the build goes on so that the
 * link check at the end reports too, then fails with everything found (one build shows every
 * problem, as tests/run-all.mjs's broken fixture relies on).
 *
 * The list lives on globalThis: gatsby-node and gatsby-config are compiled into two bundles, each
 * with its own copy of this module, and the remark plugins (gatsby-config's) report here too.
 */
const KEY = Symbol.for("tachyon.buildFailures")
const holder = globalThis as unknown as { [KEY]?: string[] }
const failures: string[] = (holder[KEY] ??= [])

export function deferBuildFailure(message: string): void {
  if (!failures.includes(message)) failures.push(message)
}

/** The deferred failures, emptied (a develop server's next build starts clean). */
export function takeBuildFailures(): string[] {
  return failures.splice(0, failures.length)
}
