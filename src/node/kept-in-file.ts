import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { deserialize, serialize } from "node:v8"
import { currentCodeVersion } from "./code-version"

/**
 * A result kept in a file across builds: `make()`'s value, stored under `dir` as `<name>-<key>`
 * with the code version in the key, so that neither other input nor other code is answered from
 * it. Older files of the same name go when a new one is written; a file is written aside and
 * renamed, because the build's child processes may make and read the same one at once. Not under
 * Jest, whose code version is a constant: a test would read what older code wrote.
 */
export function keptInFile<T>(dir: string, name: string, key: string, make: () => T): T {
  if (process.env.JEST_WORKER_ID !== undefined) return make()
  const file = path.join(dir, `${name}-${key}-${currentCodeVersion().slice(0, 16)}.v8`)
  try {
    return deserialize(readFileSync(file)) as T
  } catch {
    // Not made yet for this input and code: made below.
  }
  const value = make()
  replaceKeptFile(file, name, serialize(value))
  return value
}

/**
 * Writes `file` (in its folder, named `<name>-…`) and removes the older files of that name: written
 * aside and renamed, because the build's child processes may write and read the same one at once.
 */
export function replaceKeptFile(file: string, name: string, bytes: Buffer): void {
  const dir = path.dirname(file)
  mkdirSync(dir, { recursive: true })
  for (const old of readdirSync(dir))
    if (old.startsWith(`${name}-`) && old !== path.basename(file)) rmSync(path.join(dir, old), { force: true })
  const aside = `${file}.${process.pid}.tmp`
  writeFileSync(aside, bytes)
  renameSync(aside, file)
}
