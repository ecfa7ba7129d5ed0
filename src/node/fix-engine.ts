import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { QuickFixGraphParser } from "jspurefix/dist/dictionary/parser/quickfix/quick-fix-graph-parser"
import type { FixDefinitions } from "jspurefix/dist/dictionary/definition/fix-definitions"
import type { IContainedSet } from "jspurefix/dist/dictionary/contained/contained-set"
import { ContainedFieldType } from "jspurefix/dist/dictionary/contained/contained-field-type"
import type { ContainedGroupField } from "jspurefix/dist/dictionary/contained/contained-group-field"
import type { EngineDictionary, EngineFieldSet } from "../lib/samples/fix-engine"
import { keptInFile } from "./kept-in-file"
import { lastingCacheDir } from "./lasting-cache"

/**
 * The FIX engine's dictionaries the FIX sample check validates messages with: the QuickFIX
 * definitions jspurefix ships (FIX42.xml, FIX44.xml, FIX50SP2.xml, the last with FIXT.1.1's
 * header and trailer), parsed by jspurefix's own QuickFIX parser and turned into plain data.
 * Each is parsed when a block of its version is checked, once per process: FIX 5.0 SP2's takes
 * seconds, and a warm build, whose blocks come from the cache, parses none.
 */
// From the site's root: Parcel, which bundles the node code, leaves no `require.resolve`.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"))
const PACKAGE_DIR = path.dirname(siteRequire.resolve("jspurefix/package.json"))
const FILES: Record<string, string> = { "4.2": "FIX42.xml", "4.4": "FIX44.xml", "5.0SP2": "FIX50SP2.xml" }
/** Versions Tachyon does not speak whose standard the "since FIX x" check reads (fix-standard.ts). */
const HISTORY_FILES: Record<string, string> = { "4.3": "FIX43.xml" }

/** jspurefix's version: a key of the sample results, so that a new engine checks every block again. */
export const engineVersion = (): string =>
  (JSON.parse(readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string }).version

/**
 * A QuickFIX XML file as the engine reads it. jspurefix is loaded on first use (about a second
 * with its dependencies), so a build whose FIX blocks all come from the cache never loads it.
 */
export function parseQuickFix(xml: string): FixDefinitions {
  // Its dependency injection (tsyringe) needs the Reflect metadata polyfill loaded first.
  siteRequire("reflect-metadata")
  const { QuickFixGraphParser: parser } = siteRequire(
    "jspurefix/dist/dictionary/parser/quickfix/quick-fix-graph-parser",
  ) as { QuickFixGraphParser: typeof QuickFixGraphParser }
  return parser.parse(xml)
}

function fieldSet(set: IContainedSet): EngineFieldSet {
  const out: EngineFieldSet = { required: [], parts: [], order: [] }
  for (const field of set.fields) {
    out.order.push(field.name)
    if (field.type === ContainedFieldType.Simple) {
      const tag = set.simple.get(field.name)?.definition.tag
      if (tag) out.order[out.order.length - 1] = tag
      if (tag && field.required) out.required.push(tag)
    } else if (field.type === ContainedFieldType.Component) {
      const component = set.components.get(field.name)
      if (component)
        out.parts.push({ kind: "component", name: field.name, required: field.required, set: fieldSet(component) })
    } else {
      const group = set.groups.get(field.name)
      const counter = (field as ContainedGroupField).definition.noOfField?.tag
      if (group)
        out.parts.push({ kind: "group", name: field.name, required: field.required, counter, set: fieldSet(group) })
    }
  }
  return out
}

/** The engine's definitions of a version as the check's plain data. */
export function engineDictionary(definitions: FixDefinitions, version: string): EngineDictionary {
  const set = (name: string) => {
    const found = definitions.component.get(name)
    if (!found) throw new Error(`the FIX ${version} definitions have no ${name}`)
    return fieldSet(found)
  }
  const fields: EngineDictionary["fields"] = {}
  for (const simple of definitions.simple.values()) {
    const enums = simple.isEnum() ? [...simple.enums.values()] : undefined
    fields[simple.tag] = {
      name: simple.name,
      type: simple.type,
      values: enums?.map((e) => e.key),
      descriptions: enums?.map((e) => e.val),
    }
  }
  const messages: EngineDictionary["messages"] = {}
  for (const message of definitions.message.values()) {
    const body = fieldSet(message)
    // The header and trailer are components of every message in jspurefix: checked once, on their own.
    body.parts = body.parts.filter((p) => p.name !== "StandardHeader" && p.name !== "StandardTrailer")
    messages[message.msgType] = { name: message.name, body }
  }
  return { version, header: set("StandardHeader"), trailer: set("StandardTrailer"), messages, fields }
}

const loaded = new Map<string, EngineDictionary>()

/**
 * Parsed once per engine version and code, then read from node_modules/.cache (a few hundred ms
 * for FIX 5.0 SP2 where parsing takes seconds): every build of a fresh cache after `gatsby clean`,
 * and each fixture build of the tests, would otherwise parse again. Not under Jest, whose code
 * version is a constant: a test would read what older code wrote.
 */
const CACHE_DIR = lastingCacheDir("fix-engine")

function readOrParse(version: string, file: string): EngineDictionary {
  return keptInFile(CACHE_DIR, version, engineVersion(), () =>
    engineDictionary(parseQuickFix(readFileSync(path.join(PACKAGE_DIR, "data", file), "utf8")), version),
  )
}

/**
 * The standard dictionary of any version the engine ships that the checks read: the spoken ones,
 * and FIX 4.3, between them, for the "since FIX x" check. Never for samples: a 4.3 sample is not
 * a Tachyon session's.
 */
export function standardFixDictionary(version: string): EngineDictionary | undefined {
  const file = FILES[version] ?? HISTORY_FILES[version]
  return file ? loadedDictionary(version, file) : undefined
}

/** The engine's dictionary of a version (4.2, 4.4, 5.0SP2), or undefined for one Tachyon does not speak. */
export function fixEngineDictionary(version: string): EngineDictionary | undefined {
  const file = FILES[version]
  return file ? loadedDictionary(version, file) : undefined
}

/**
 * A version's dictionary, parsed once per process. Only shipped files are kept, so asking
 * fixEngineDictionary for 4.3 first (undefined: not spoken) cannot hide it from the check.
 */
function loadedDictionary(version: string, file: string): EngineDictionary {
  let dictionary = loaded.get(version)
  if (!dictionary) loaded.set(version, (dictionary = readOrParse(version, file)))
  return dictionary
}
