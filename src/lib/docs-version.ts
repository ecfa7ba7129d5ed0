/**
 * The preferred docs version (docs/contract.md, "States"): the version the reader last browsed, kept per docs
 * plugin under `docs-preferred-version-<plugin id>`, and what the search box uses to pick its index.
 */
export const DOCS_PLUGIN_ID = "default"
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`

import { siteSettings } from "../site-settings"

export interface DocsVersionRef {
  name: string
  /** The name readers see ("Next"). */
  label: string
  /** The `version` parameter of the search index for this version; null for the default index. */
  searchVersion: string | null
}

/** The versions the site has: today one, "current" (labelled Next), searched with the default index. */
export const DOCS_VERSIONS: readonly DocsVersionRef[] = [
  { name: siteSettings.docsVersion.name, label: siteSettings.docsVersion.label, searchVersion: null },
]

/** The search `version` for a stored preference; an unknown or missing value falls back to the first version. */
export function searchVersionFor(
  stored: string | null,
  versions: readonly DocsVersionRef[] = DOCS_VERSIONS,
): string | null {
  return (versions.find((v) => v.name === stored) ?? versions[0])?.searchVersion ?? null
}

/** The version a `version` parameter names by its name or label, in any case ("current", "next",
 * "Next"); undefined for any other value. */
export function findDocsVersion(
  param: string,
  versions: readonly DocsVersionRef[] = DOCS_VERSIONS,
): DocsVersionRef | undefined {
  const wanted = param.trim().toLowerCase()
  return versions.find((v) => v.name.toLowerCase() === wanted || v.label.toLowerCase() === wanted)
}
