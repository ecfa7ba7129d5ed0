import type { EngineDictionary } from "../samples/fix-engine"
import type { FixTag } from "./fix-tags"

/**
 * Tachyon's FIX dictionary (content/reference/fix-tags.yaml) against the standard one of each
 * version it declares (a FIX engine's: jspurefix's QuickFIX definitions). A tag or an enumerated
 * value a version's standard lacks is something a client's engine, loaded with the standard
 * dictionary, refuses; so the data names each such version in `notInStandard` (and the pages can
 * say "Tachyon's dictionaries add it"), and a version named there that the standard does have is
 * an error too, so the list stays exact. User-defined tags (5000 and up) are Tachyon's own.
 */
export interface StandardProblem {
  tag: number
  /** The value the problem is about, if it is one value's. */
  value?: string
  message: string
}

/** The standard's values of a field, or, for MsgType (35), its messages. */
function standardValues(tag: number, engine: EngineDictionary): readonly string[] | undefined {
  return tag === 35 ? Object.keys(engine.messages) : engine.fields[tag]?.values
}

export function standardProblems(
  tags: readonly FixTag[],
  engine: (version: string) => EngineDictionary | undefined,
): StandardProblem[] {
  const problems: StandardProblem[] = []
  for (const t of tags) {
    // Tachyon's own tags, and tags of venues' dialects (connectors send them; no gateway session carries them).
    if (t.custom || t.tag >= 5000 || t.use.every((u) => u === "venue")) continue
    const label = `tag ${t.tag} (${t.name})`
    for (const version of t.versions) {
      const dictionary = engine(version)
      if (!dictionary) continue
      const listed = t.notInStandard?.includes(version) ?? false
      const inStandard = t.tag === 35 || t.tag in dictionary.fields
      if (!inStandard && !listed)
        problems.push({
          tag: t.tag,
          message: `${label} is not a field of standard FIX ${version}: name ${version} in its notInStandard, or take ${version} out of its versions`,
        })
      if (inStandard && listed)
        problems.push({
          tag: t.tag,
          message: `${label} is a field of standard FIX ${version}: take ${version} out of its notInStandard`,
        })
      const known = inStandard ? standardValues(t.tag, dictionary) : undefined
      // A free-form field in the standard (no enumeration), or a field the standard lacks: every value is Tachyon's to declare.
      if (!known || t.valuesFrom) continue
      for (const v of t.values ?? []) {
        // A value only connectors send to venues is in the venue's dialect, not the session's version.
        if (v.use === "venue" || (v.versions && !v.versions.includes(version))) continue
        const valueListed = v.notInStandard?.includes(version) ?? false
        const valueKnown = known.includes(v.value)
        if (!valueKnown && !valueListed)
          problems.push({
            tag: t.tag,
            value: v.value,
            message: `${t.tag}=${v.value} (${v.name}) is not a value of standard FIX ${version}: name ${version} in the value's notInStandard, or give the value the versions that have it`,
          })
        if (valueKnown && valueListed)
          problems.push({
            tag: t.tag,
            value: v.value,
            message: `${t.tag}=${v.value} (${v.name}) is a value of standard FIX ${version}: take ${version} out of the value's notInStandard`,
          })
      }
    }
  }
  return problems
}

/**
 * The standard dictionaries in the order FIX published them, as far as the FIX engine ships them:
 * what a "since FIX x" claim is checked against. FIX 4.0 and 4.1 are not shipped, so a claim of
 * those is not checked; FIX 5.0 stands for its first shipped service pack, 5.0 SP2.
 */
export const STANDARD_HISTORY = ["4.2", "4.3", "4.4", "5.0SP2"] as const

const SINCE = /\bsince FIX (\d\.\d)\b/i

/** A version's values of a field: none where the field is not in it yet, null where it is free-form. */
function enumerated(tag: number, engine: EngineDictionary | undefined): readonly string[] | null {
  if (!engine) return null
  if (tag !== 35 && !(tag in engine.fields)) return []
  return standardValues(tag, engine) ?? null
}

/**
 * A value whose meaning says "Since FIX x" (where Tachyon's dictionaries add a later version's
 * value to an older session) must be in standard FIX x and in no earlier standard: the phrase is
 * what authors copy into pages, and a wrong version there went unnoticed (269=B said 4.3; FIX 4.3's
 * MDEntryType stops at A).
 */
export function sinceProblems(
  tags: readonly FixTag[],
  standard: (version: string) => EngineDictionary | undefined,
): StandardProblem[] {
  const problems: StandardProblem[] = []
  for (const t of tags)
    for (const v of t.values ?? []) {
      const claimed = v.meaning?.match(SINCE)?.[1]
      if (!claimed) continue
      const history = STANDARD_HISTORY.map((version) => ({ version, values: enumerated(t.tag, standard(version)) }))
      // A dictionary the engine does not ship, or a free-form field: nothing to check against.
      if (history.some((h) => h.values === null)) continue
      const first = history.find((h) => h.values!.includes(v.value))?.version
      const expected = claimed === "5.0" ? "5.0SP2" : claimed
      if (first !== expected)
        problems.push({
          tag: t.tag,
          value: v.value,
          message: `${t.tag}=${v.value} (${v.name}) says "since FIX ${claimed}", but ${
            first
              ? `the standard dictionaries first have it in FIX ${first}`
              : `no standard dictionary (${STANDARD_HISTORY.join(", ")}) has it`
          }`,
        })
    }
  return problems
}
