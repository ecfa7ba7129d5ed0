/**
 * The JDK's javadoc (17) writes the member-summary tabs of its pages with event-handler attributes
 * (`onclick="show('method-summary-table', 'method-summary-table-tab1', 3)"`,
 * `onkeydown="switchTab(event)"`) and the class names they use in an inline script, and leaves
 * empty inline scripts; its redirect pages redirect with a script, then a refresh. The site's
 * Content-Security-Policy allows script files only (src/lib/serving/csp.ts), so the published
 * Javadoc carries the same behaviour as data attributes bound by a script file, TABS_SCRIPT.
 * Anything else inline fails, so that a javadoc that writes more is noticed, not served broken.
 */

/** The script file each page loads after javadoc's own script.js, beside it. */
export const TABS_SCRIPT_FILE = "tabs.js"

export const TABS_SCRIPT = `// The member-summary tabs of javadoc's pages, bound here instead of in onclick/onkeydown attributes
// (the site's Content-Security-Policy allows script files only). show() and switchTab() are script.js's;
// the four class names are what javadoc writes inline in each page with tabs.
var evenRowColor = "even-row-color";
var oddRowColor = "odd-row-color";
var tableTab = "table-tab";
var activeTableTab = "active-table-tab";
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("button[data-javadoc-show]").forEach(function (button) {
    var args = button.getAttribute("data-javadoc-show").split(" ");
    button.addEventListener("click", function () { show(args[0], args[1], Number(args[2])); });
    button.addEventListener("keydown", switchTab);
  });
});
`

export class JavadocCspError extends Error {}

const SHOW = /\sonclick="show\('([\w.-]+)', '([\w.-]+)', (\d+)\)"/g
const SWITCH_TAB = /\sonkeydown="switchTab\(event\)"/g
// A redirect page (overview-summary.html): its script-less fallback, a refresh, serves every reader.
const REDIRECT =
  /<script type="text\/javascript">window\.location\.replace\('([\w./-]+)'\)<\/script>\n<noscript>\n(<meta http-equiv="Refresh" content="0;\1">)\n<\/noscript>/g
const EMPTY_SCRIPT = /<script type="text\/javascript"><\/script>/g
// Exactly the class names TABS_SCRIPT defines; a page that sets other values keeps its script and fails below.
const TAB_CLASSES =
  /<script type="text\/javascript">var evenRowColor = "even-row-color";\nvar oddRowColor = "odd-row-color";\nvar tableTab = "table-tab";\nvar activeTableTab = "active-table-tab";\n<\/script>/g
const SCRIPT_FILE = /(<script type="text\/javascript" src="((?:\.\.\/)*)script\.js"><\/script>)/

/** A javadoc page with its handlers as data attributes and TABS_SCRIPT loaded; `file` names it in errors. */
export function withoutInlineScript(html: string, file: string): string {
  const rewritten = html
    .replace(SHOW, (_all, table, tab, columns) => ` data-javadoc-show="${table} ${tab} ${columns}"`)
    .replace(SWITCH_TAB, "")
    .replace(REDIRECT, "$2")
    .replace(EMPTY_SCRIPT, "")
    .replace(TAB_CLASSES, "")
    .replace(SCRIPT_FILE, `$1<script type="text/javascript" src="$2${TABS_SCRIPT_FILE}"></script>`)
  const handler = /\son[a-z]+="[^"]*"/.exec(rewritten)
  if (handler)
    throw new JavadocCspError(`${file}: javadoc wrote an event handler the site cannot serve: ${handler[0].trim()}`)
  const inline = /<script(?![^>]*\ssrc=)[^>]*>/.exec(rewritten)
  if (inline) throw new JavadocCspError(`${file}: javadoc wrote an inline script the site cannot serve: ${inline[0]}`)
  return rewritten
}
