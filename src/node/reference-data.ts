import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { fixTagsSpec, type FixTag } from "../lib/reference/fix-tags"
import { loadYamlList, ReferenceDataError, type DataProblem, type ListSpec } from "../lib/reference/yaml-list"
import { CONTENT_ROOT, displayPath } from "./content-paths"

/** Where the reference data lives: content/reference/*.yaml (not pages; not built as docs). */
export const REFERENCE_DIR = path.join(CONTENT_ROOT, "reference")

export interface ReferenceData {
  fixTags: FixTag[]
}

function loadFile<T>(name: string, spec: ListSpec<T>, problems: DataProblem[]): T[] {
  const file = path.join(REFERENCE_DIR, name)
  if (!existsSync(file)) {
    problems.push({ file: displayPath(file), line: 1, message: "missing (every reference data file is required)" })
    return []
  }
  const result = loadYamlList(readFileSync(file, "utf8"), displayPath(file), spec)
  problems.push(...result.problems)
  return result.entries
}

/** Every reference data file, validated; throws a ReferenceDataError naming each problem. */
export function loadReferenceData(): ReferenceData {
  const problems: DataProblem[] = []
  const data: ReferenceData = {
    fixTags: loadFile("fix-tags.yaml", fixTagsSpec, problems),
  }
  if (problems.length) throw new ReferenceDataError(problems)
  return data
}
