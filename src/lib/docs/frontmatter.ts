import type { LastUpdateOverride } from "./last-updated"

/**
 * Frontmatter of a doc, validated. Missing or invalid frontmatter fails the build naming the
 * file (the caller adds the file name to the message).
 */
export interface DocFrontmatter {
  title: string
  description?: string
  keywords: string[]
  sidebar_label?: string
  sidebar_position?: number
  id?: string
  slug?: string
  draft: boolean
  /** Overrides "Last updated" (the date of the file's last commit), as Docusaurus's `last_update`. */
  last_update?: LastUpdateOverride
}

const KNOWN_KEYS = new Set([
  "title",
  "description",
  "keywords",
  "sidebar_label",
  "sidebar_position",
  "id",
  "slug",
  "draft",
  "last_update",
])

export class FrontmatterError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "))
    this.name = "FrontmatterError"
  }
}

const isNonEmptyString = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""

function optionalString(data: Record<string, unknown>, key: string, problems: string[]): string | undefined {
  const value = data[key]
  if (value === undefined || value === null) return undefined
  if (!isNonEmptyString(value)) {
    problems.push(`"${key}" must be a non-empty string`)
    return undefined
  }
  return value.trim()
}

/** A calendar day: YAML reads `2024-05-01` as a Date (midnight UTC), a quoted one as text. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null
}

function lastUpdateOverride(value: unknown, problems: string[]): LastUpdateOverride | undefined {
  if (value === undefined || value === null) return undefined
  const shape = `"last_update" must be { date: YYYY-MM-DD, author: name } with one or both`
  if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) {
    problems.push(shape)
    return undefined
  }
  const data = value as Record<string, unknown>
  const keys = Object.keys(data)
  if (!keys.length || keys.some((k) => k !== "date" && k !== "author")) problems.push(shape)
  const override: LastUpdateOverride = {}
  if (data.date !== undefined) {
    const day = dayOf(data.date)
    if (day) override.date = day
    else problems.push(`"last_update.date" must be a date written YYYY-MM-DD (got ${JSON.stringify(data.date)})`)
  }
  if (data.author !== undefined) {
    if (isNonEmptyString(data.author)) override.author = data.author.trim()
    else problems.push(`"last_update.author" must be a non-empty string`)
  }
  return override
}

export function validateFrontmatter(raw: unknown): DocFrontmatter {
  const problems: string[] = []
  const data = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>
  for (const key of Object.keys(data)) if (!KNOWN_KEYS.has(key)) problems.push(`unknown key "${key}"`)
  if (!isNonEmptyString(data.title)) problems.push(`"title" is required and must be a non-empty string`)
  const description = optionalString(data, "description", problems)
  const sidebarLabel = optionalString(data, "sidebar_label", problems)
  const id = optionalString(data, "id", problems)
  const slug = optionalString(data, "slug", problems)
  if (slug !== undefined && !slug.startsWith("/docs/")) problems.push(`"slug" must start with /docs/ (got "${slug}")`)
  let keywords: string[] = []
  if (data.keywords !== undefined && data.keywords !== null) {
    // YAML reads `[fix, 7001]` with a number in it; a keyword is text, so numbers are kept as text.
    const isKeyword = (k: unknown) => isNonEmptyString(k) || (typeof k === "number" && Number.isFinite(k))
    if (Array.isArray(data.keywords) && data.keywords.every(isKeyword))
      keywords = data.keywords.map((k) => String(k).trim())
    else problems.push(`"keywords" must be a list of words`)
  }
  let position: number | undefined
  if (data.sidebar_position !== undefined && data.sidebar_position !== null) {
    if (typeof data.sidebar_position === "number" && Number.isFinite(data.sidebar_position))
      position = data.sidebar_position
    else problems.push(`"sidebar_position" must be a number`)
  }
  if (data.draft !== undefined && typeof data.draft !== "boolean") problems.push(`"draft" must be true or false`)
  const lastUpdate = lastUpdateOverride(data.last_update, problems)
  if (problems.length) throw new FrontmatterError(problems)
  return {
    title: (data.title as string).trim(),
    description,
    keywords,
    sidebar_label: sidebarLabel,
    sidebar_position: position,
    id,
    slug,
    draft: data.draft === true,
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  }
}
