/** The id of a release note on /news/ (`release-4-2-3`), so pages can link to one release. */
export const releaseAnchor = (version: string): string => `release-${version.replace(/[^0-9a-z]+/gi, "-")}`

/**
 * The release line a version belongs to (`4.2` of `4.2.3`): the one version label of the site.
 * The docs describe Tachyon 4.2 (content/PRODUCT.md: "Current release: Tachyon 4.2", and the pages
 * say "Tachyon 4.2"); a patch number names a release note, a package or an image, never the docs.
 */
export function releaseLine(version: string): string {
  const match = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(version)
  if (!match)
    throw new Error(
      `A release version is major.minor.patch, like 4.2.3: got "${version}" (src/site-settings.ts release.version)`,
    )
  return `${match[1]}.${match[2]}`
}
