/**
 * The preferred docs version (site-spec §4): the version the reader last browsed, kept per docs
 * plugin under `docs-preferred-version-<plugin id>`, and what the search box uses to pick its index.
 */
export const DOCS_PLUGIN_ID = "default"
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`

export interface DocsVersionRef {
  name: string
  /** The `version` parameter of the search index for this version; null for the default index. */
  searchVersion: string | null
}

/** The versions the site has: today one, "current" (labelled Next), searched with the default index. */
export const DOCS_VERSIONS: readonly DocsVersionRef[] = [{ name: "current", searchVersion: null }]

/** The search `version` for a stored preference; an unknown or missing value falls back to the first version. */
export function searchVersionFor(
  stored: string | null,
  versions: readonly DocsVersionRef[] = DOCS_VERSIONS,
): string | null {
  return (versions.find((v) => v.name === stored) ?? versions[0])?.searchVersion ?? null
}
