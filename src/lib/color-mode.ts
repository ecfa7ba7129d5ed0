import { APPLE_PLATFORM } from "./platform"

/** Colour mode rules (docs/contract.md, "States"; docs/decisions.md, "Colour mode and the system preference"): dark by default, stored as "dark" or "light". */
export type ColorMode = "dark" | "light"
export const COLOR_MODE_STORAGE_KEY = "theme"

export const isColorMode = (value: unknown): value is ColorMode => value === "dark" || value === "light"

/**
 * The mode to show: the reader's stored choice when it is valid; otherwise the system preference
 * if the site respects it; otherwise the default. Any other stored value is ignored.
 */
export function resolveColorMode(
  stored: string | null,
  prefersDark: boolean | null,
  options: { defaultMode: ColorMode; respectPrefersColorScheme: boolean },
): ColorMode {
  if (isColorMode(stored)) return stored
  if (options.respectPrefersColorScheme && prefersDark !== null) return prefersDark ? "dark" : "light"
  return options.defaultMode
}

/**
 * The inline script that runs before the first paint: sets `data-theme` on <html> from storage
 * (and marks a dismissed announcement, and an Apple platform for the ⌘K hint), so there is no
 * flash of the wrong mode or hint and no shift. Built from the same rules as resolveColorMode and
 * isApplePlatform. Everything is wrapped so storage errors fall back.
 */
export function noFlashScript(options: {
  defaultMode: ColorMode
  respectPrefersColorScheme: boolean
  announcementId: string | null
  announcementKey: string
}): string {
  return `(function(){var d=document.documentElement,m=${JSON.stringify(options.defaultMode)};try{var s=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(s==="dark"||s==="light")m=s;else if(${options.respectPrefersColorScheme}&&window.matchMedia)m=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";}catch(e){}d.setAttribute("data-theme",m);try{if(${JSON.stringify(options.announcementId)}!==null&&localStorage.getItem(${JSON.stringify(options.announcementKey)})===${JSON.stringify(options.announcementId)})d.setAttribute("data-announcement-dismissed","true");}catch(e){}if(${APPLE_PLATFORM}.test(navigator.platform||""))d.setAttribute("data-platform","apple");})();`
}
