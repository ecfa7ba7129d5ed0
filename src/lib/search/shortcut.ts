/**
 * The search shortcut before the page has hydrated: an inline script (src/site-inline-scripts.ts)
 * that focuses the server-rendered search box on Ctrl+K / Cmd+K, so that a reader who presses it
 * while the scripts still load types into the box; SearchBar takes the typed text over when it
 * comes alive. After hydration SearchBar's own handler does the same.
 */

/** The navbar's search input as the server renders it (its role and name are fixed, decisions.md). */
export const SEARCH_INPUT_SELECTOR = 'input[role="combobox"][aria-label="Search"]'

export function searchShortcutScript(): string {
  return `document.addEventListener("keydown",function(e){if(!(e.ctrlKey||e.metaKey)||e.altKey||String(e.key).toLowerCase()!=="k")return;var b=document.querySelector(${JSON.stringify(SEARCH_INPUT_SELECTOR)});if(!b)return;e.preventDefault();b.focus();b.select()});`
}
