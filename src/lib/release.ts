/** The id of a release note on /news/ (`release-4-2-3`), so pages can link to one release. */
export const releaseAnchor = (version: string): string => `release-${version.replace(/[^0-9a-z]+/gi, "-")}`
