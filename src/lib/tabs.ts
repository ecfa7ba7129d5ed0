/**
 * Tabs that remember (Docusaurus's rules): tabs with the same `groupId` show the same choice on
 * every page; the choice is kept in localStorage under `tachyon.tabs.<groupId>`, and a group with
 * `queryString` also reads it from, and writes it to, the address (`?os=macos`, or the key named).
 */
export const TAB_STORAGE_PREFIX = "tachyon.tabs."

export const tabStorageKey = (groupId: string): string => TAB_STORAGE_PREFIX + groupId

/** The address parameter of a group: the groupId for `queryString`, or the name given; null for none. */
export function tabQueryKey(groupId: string | undefined, queryString: boolean | string | undefined): string | null {
  if (typeof queryString === "string" && queryString.trim()) return queryString.trim()
  return queryString === true && groupId ? groupId : null
}

/**
 * The value to show: the first candidate that is one of the tabs (the address's, then the group's
 * choice on this visit or in storage), else `defaultValue` if it is one, else the first tab. Anything
 * else a reader or a link put there is ignored.
 */
export function chooseTab(
  values: readonly string[],
  candidates: readonly (string | null | undefined)[],
  defaultValue?: string,
): string | undefined {
  return (
    candidates.find((c): c is string => c != null && values.includes(c)) ??
    (defaultValue !== undefined && values.includes(defaultValue) ? defaultValue : values[0])
  )
}

/**
 * An inline script placed after the page's HTML (gatsby-ssr), which runs before the first paint:
 * every group's tabs show the choice in the address or in storage at once, instead of the server's
 * default until React has hydrated. It marks the same elements and attributes React renders
 * (Tabs.tsx: `data-tabs-group`, `data-tabs-query`, tabs with `data-value`, panels in order), and
 * Tabs then applies the same choice after mount, by the rules of chooseTab. The selected look is a
 * CSS-module class (Tabs.module.css) whose built name this script cannot know: it swaps the classes
 * of the server's selected tab and the chosen one, so it needs no class name at all.
 */
export function tabsRestoreScript(): string {
  return `(function(){var gs=document.querySelectorAll("[data-tabs-group]");if(!gs.length)return;var q=null;try{q=new URLSearchParams(location.search)}catch(e){}for(var g=0;g<gs.length;g++){var el=gs[g],key=el.getAttribute("data-tabs-query"),tabs=el.querySelectorAll(":scope>[role=tablist]>[role=tab]"),panels=el.querySelectorAll(":scope>[role=tabpanel]"),want=[key&&q?q.get(key):null],at=-1,i;try{want.push(localStorage.getItem(${JSON.stringify(TAB_STORAGE_PREFIX)}+el.getAttribute("data-tabs-group")))}catch(e){}for(var w=0;w<want.length&&at<0;w++)for(i=0;i<tabs.length;i++)if(want[w]!==null&&tabs[i].getAttribute("data-value")===want[w]){at=i;break}if(at<0)continue;for(i=0;i<tabs.length;i++)if(tabs[i].getAttribute("aria-selected")==="true"&&i!==at){var c=tabs[i].className;tabs[i].className=tabs[at].className;tabs[at].className=c}for(i=0;i<tabs.length;i++){var on=i===at;tabs[i].setAttribute("aria-selected",String(on));tabs[i].setAttribute("tabindex",on?"0":"-1");if(panels[i]){if(on)panels[i].removeAttribute("hidden");else panels[i].setAttribute("hidden","")}}}})();`
}
