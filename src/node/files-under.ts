import { readdirSync } from "node:fs"
import path from "node:path"

/** Every file under `dir`, at any depth, as absolute paths, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}
