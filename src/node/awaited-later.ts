import { timeFeature } from "./build-profile"

/**
 * Work one hook starts and a later hook awaits (the content check, the diagrams drawn ahead, the
 * Markdown twins: started before or while the compilations run, awaited at onPostBuild). Until it
 * is awaited, its rejection is held for the awaiter to report, never an unhandled rejection.
 */
export class AwaitedLater<T> {
  private pending: Promise<T> | null = null

  start(work: Promise<T>): void {
    this.pending = work
    work.catch(() => undefined)
  }

  /** The work's outcome (a rejection is thrown), timed as `feature` in the build profile; null when none was started. Taken once. */
  async take(feature: string): Promise<T | null> {
    const pending = this.pending
    this.pending = null
    return pending ? timeFeature(feature, () => pending) : null
  }
}
