import { javaEnumConstants } from "../facts/diagram-states"

/** A constant of a Java enum with its Javadoc as inline Markdown (`{@code x}` as `` `x` ``). */
export interface EnumConstantDoc {
  name: string
  meaning: string
}

/** Javadoc's inline tags as Markdown: `{@code x}` and `{@link X}` as code, `{@literal x}` as text. */
const javadocToMarkdown = (doc: string): string =>
  doc
    .replace(/\{@(?:code|link|linkplain)\s+([^}]*)\}/g, "`$1`")
    .replace(/\{@literal\s+([^}]*)\}/g, "$1")
    .replace(/\s+/g, " ")
    .trim()

/**
 * The constants of `enum <name>` in a Java source with the Javadoc comment written just before
 * each, or null when the source has no such enum. A constant without a comment is left out: the
 * glossary shows only what the API source defines.
 */
export function javaEnumConstantDocs(source: string, name: string): EnumConstantDoc[] | null {
  const constants = javaEnumConstants(source, name)
  if (!constants) return null
  const body = source.slice(source.search(new RegExp(String.raw`\benum\s+${name}\b`)))
  return constants.flatMap((constant) => {
    const doc = new RegExp(String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*${constant}\b`).exec(body)
    if (!doc) return []
    const text = doc[1].replace(/^\s*\*/gm, " ")
    return [{ name: constant, meaning: javadocToMarkdown(text) }]
  })
}
