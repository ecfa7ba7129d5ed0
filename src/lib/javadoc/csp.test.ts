import { JavadocCspError, TABS_SCRIPT_FILE, withoutInlineScript } from "./csp"

const page = [
  '<script type="text/javascript" src="../../../script.js"></script>',
  '<script type="text/javascript"></script>',
  '<script type="text/javascript">var evenRowColor = "even-row-color";\nvar oddRowColor = "odd-row-color";\nvar tableTab = "table-tab";\nvar activeTableTab = "active-table-tab";\n</script>',
  '<button id="t1" role="tab" tabindex="-1" onkeydown="switchTab(event)" onclick="show(\'method-summary-table\', \'method-summary-table-tab1\', 3)" class="table-tab">Static Methods</button>',
].join("\n")

describe("withoutInlineScript", () => {
  test("turns the tabs' handlers into data attributes and loads the script that binds them", () => {
    const html = withoutInlineScript(page, "io/A.html")
    expect(html).toContain(`<script type="text/javascript" src="../../../${TABS_SCRIPT_FILE}"></script>`)
    expect(html).toContain('data-javadoc-show="method-summary-table method-summary-table-tab1 3"')
    expect(html).not.toMatch(
      /\son[a-z]+=|<script type="text\/javascript">(?!<\/script>)|<script type="text\/javascript"><\/script>/,
    )
  })

  test("a redirect page redirects by its refresh alone", () => {
    const redirect =
      '<script type="text/javascript">window.location.replace(\'index.html\')</script>\n<noscript>\n<meta http-equiv="Refresh" content="0;index.html">\n</noscript>'
    expect(withoutInlineScript(redirect, "overview-summary.html")).toBe(
      '<meta http-equiv="Refresh" content="0;index.html">',
    )
  })

  test("fails on any other handler or inline script, naming the file", () => {
    expect(() => withoutInlineScript('<a onclick="go()">x</a>', "io/B.html")).toThrow(JavadocCspError)
    expect(() => withoutInlineScript("<script>var x = 1</script>", "io/C.html")).toThrow(/io\/C\.html: .*inline script/)
  })
})
