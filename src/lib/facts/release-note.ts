import { parse as parseYaml } from "yaml"

/**
 * A release note's frontmatter (content/news/*.mdx): its version, date and text fields, for the
 * checks that read notes as they read pages (names against the data, dates against measurements).
 */
export interface ReleaseNoteText {
  field: string
  text: string
}

export interface ReleaseNoteFields {
  version: string | null
  date: string | null
  texts: ReleaseNoteText[]
}

export function releaseNoteFields(source: string): ReleaseNoteFields {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  const fm = (match ? parseYaml(match[1]) : null) as Record<string, unknown> | null
  if (!fm) return { version: null, date: null, texts: [] }
  const texts = ["summary", "highlights", "fixes", "upgrade"].flatMap((field) => {
    const value = fm[field]
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return list.filter((v): v is string => typeof v === "string").map((text) => ({ field, text }))
  })
  const text = (value: unknown) => (typeof value === "string" ? value : null)
  return { version: text(fm.version), date: text(fm.date), texts }
}
