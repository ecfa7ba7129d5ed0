import type { SourceLine } from "./source-lines"
import type { FactProblem } from "./table-totals"

/**
 * A default restated in prose must be the data's (content/README.md, "Checking facts"): where a
 * sentence names a configuration key in code and then its default in code, on the same line
 * ("`journal.fsync` (default `batch`)", "`rest.ws.threads`, default `4`", "`dr.maxLag` defaults
 * to `5s`"), the value must be the key's default in content/reference/config-keys.yaml. Defaults
 * written in words ("default midnight") are left to the reader.
 */
const RESTATED = /`([A-Za-z][\w.<>[\]-]*\.[\w.<>[\]-]+)`[^`\n]{0,24}?\bdefaults?\b(?:\s+(?:is|to|of))?:?\s*`([^`]+)`/g

const normalise = (value: string) => value.trim().replace(/^"(.*)"$/, "$1")
/** "`journal.path`, and the default `journal.retention`": the code after "default" is another key. */
const isKeyName = (value: string) => /^[A-Za-z]\w*\.[A-Za-z]/.test(value)

export function restatedDefaultProblems(
  lines: readonly SourceLine[],
  defaults: ReadonlyMap<string, string>,
): FactProblem[] {
  const problems: FactProblem[] = []
  for (const l of lines) {
    if (l.fence !== null) continue
    for (const [, key, value] of l.text.matchAll(RESTATED)) {
      const expected = defaults.get(key)
      if (expected !== undefined && !isKeyName(value) && normalise(value) !== normalise(expected))
        problems.push({
          line: l.line,
          message: `the page gives ${key} a default of ${value}; content/reference/config-keys.yaml says ${expected}`,
        })
    }
  }
  return problems
}
