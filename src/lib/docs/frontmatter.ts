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
  }
}
