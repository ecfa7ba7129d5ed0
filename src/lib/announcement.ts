/**
 * Where the id of the dismissed announcement is kept; a new id shows the bar again (docs/contract.md, "States").
 * Read by the bar's state (src/state/announcement-bar.tsx) and by the inline script that hides a
 * dismissed bar before the first paint (src/site-inline-scripts.ts), which the build reads too.
 */
export const ANNOUNCEMENT_STORAGE_KEY = "tachyon.announcement.dismissed"
