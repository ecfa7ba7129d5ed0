/** Fence languages as authors write them (`sh`, `py`) → the one name the site uses. */
const ALIASES: Record<string, string> = { sh: "bash", shell: "bash", py: "python" }

export function normaliseLanguage(lang: string | null | undefined): string {
  const lower = (lang ?? "").toLowerCase().trim()
  return ALIASES[lower] ?? lower
}
