import type { FactProblem } from "./table-totals"

/**
 * A state diagram that draws states the data lists (content/README.md, "Checking facts") names the
 * list in its fence, ```mermaid title="…" states="io.tachyon.api.OrderStatus"```: every state it
 * draws must be a value of that enum of the Java API, and every value must be drawn. Composite
 * states (`state "NEW or PARTIALLY_FILLED" as Working { … }`) are groups, not states.
 */

/** `states="io.tachyon.api.OrderStatus"` from a fence's info string, or null. */
export function fenceStates(meta: string): string | null {
  const match = /(?:^|\s)states=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta)
  return match ? (match[1] ?? match[2] ?? match[3]).trim() : null
}

const ID = String.raw`([A-Za-z_][\w]*|\[\*\])`

/** The states a `stateDiagram-v2` draws, each with the first line (1-based, in the block) that names it. */
export function drawnStates(code: string): Map<string, number> {
  const states = new Map<string, number>()
  const groups = new Set<string>()
  const add = (id: string, line: number) => {
    if (id !== "[*]" && !states.has(id)) states.set(id, line)
  }
  code.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const text = raw.replace(/%%.*$/, "").trim()
    if (!text || text === "}" || /^(stateDiagram(-v2)?|direction|note|end note|classDef|class|style)\b/.test(text))
      return
    const group = new RegExp(String.raw`^state\s+(?:"[^"]*"\s+as\s+)?${ID}\s*\{$`).exec(text)
    if (group) {
      groups.add(group[1])
      return
    }
    const declared = new RegExp(String.raw`^state\s+(?:"[^"]*"\s+as\s+)?${ID}`).exec(text)
    if (declared) return add(declared[1], line)
    const edge = new RegExp(String.raw`^${ID}\s*-->\s*${ID}`).exec(text)
    if (edge) {
      add(edge[1], line)
      add(edge[2], line)
      return
    }
    const bare = new RegExp(String.raw`^${ID}\s*(?::.*)?$`).exec(text)
    if (bare) add(bare[1], line)
  })
  for (const group of groups) states.delete(group)
  return states
}

/** The constants of `enum <name>` in a Java source (`MAX_POSITION("RSK-2004")` counts as MAX_POSITION). */
export function javaEnumConstants(source: string, name: string): string[] | null {
  const match = new RegExp(String.raw`\benum\s+${name}\b[^{]*\{([^;}]*)`).exec(
    source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ""),
  )
  if (!match) return null
  return match[1]
    .split(",")
    .map((part) => /^\s*([A-Za-z_]\w*)/.exec(part)?.[1])
    .filter((id): id is string => !!id)
}

/** Problems of one block against the enum's constants; lines are within the block (0: the fence's own line). */
export function stateProblems(code: string, enumName: string, constants: readonly string[]): FactProblem[] {
  if (!/^\s*stateDiagram/.test(code))
    return [{ line: 0, message: `states="${enumName}" is for a stateDiagram-v2 block` }]
  const drawn = drawnStates(code)
  const values = new Set(constants)
  const problems: FactProblem[] = []
  for (const [state, line] of drawn)
    if (!values.has(state))
      problems.push({ line, message: `the diagram draws ${state}, which is not a value of ${enumName}` })
  const missing = constants.filter((c) => !drawn.has(c))
  if (missing.length)
    problems.push({ line: 0, message: `the diagram does not draw ${missing.join(", ")} of ${enumName}` })
  return problems
}
