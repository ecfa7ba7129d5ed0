/**
 * One 404 request for an unknown route. The host answers `/no/such/page/` with the Not Found
 * page's HTML (status 404); Gatsby's loader then asked for `/page-data/no/such/page/page-data.json`
 * (404 again), fell back to the Not Found page's data, and sent `HEAD /no/such/page` to see whether
 * the HTML existed after all (a third 404). The Not Found page knows it is answering an unknown
 * route, and carries its own data: a JSON data block (not a script: the Content-Security-Policy
 * has nothing to allow), which the site's page-path script, the same on every page, hands to the
 * loader as the route's data (`window.pageData`, which the loader takes as loaded), so the loader
 * asks for nothing.
 */

/** The id of the Not Found page's data block. */
export const NOT_FOUND_DATA_ID = "tachyon-not-found-data"

/** The routes of the Not Found page itself, where its data is its own and nothing is handed over. */
export const NOT_FOUND_ROUTES = ["/404.html", "/404/", "/404"] as const

/**
 * The text of the data block: the Not Found page's data (`pageDataJson`, the file Gatsby wrote),
 * checked and escaped. Throws, naming the file, when the data is not Gatsby page data.
 */
export function notFoundDataBlock(pageDataJson: string, file: string): string {
  let data: unknown
  try {
    data = JSON.parse(pageDataJson)
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}); the Not Found page cannot carry its data.`)
  }
  const record = data as { componentChunkName?: unknown; path?: unknown }
  if (typeof record?.componentChunkName !== "string" || typeof record.path !== "string")
    throw new Error(`${file}: no componentChunkName and path: not Gatsby page data.`)
  // `<` escaped: the JSON sits in a <script> element, and page data may hold "</script>".
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

/**
 * Script text that, on a page holding the data block, gives its data to the loader as the data of
 * the address answered (`global`: the window property the loader reads); elsewhere it does nothing.
 */
export function notFoundHandOverScript(global: string): string {
  return (
    `(function(){var e=document.getElementById(${JSON.stringify(NOT_FOUND_DATA_ID)});if(!e)return;` +
    `var p=location.pathname;if(${JSON.stringify(NOT_FOUND_ROUTES)}.indexOf(p)>=0)return;` +
    // The loader keys and routes pages by their decoded path (cache-dir/find-path.js).
    `try{p=decodeURI(p)}catch(x){return}var d=JSON.parse(e.textContent);d.path=p;window[${JSON.stringify(global)}]=d})();`
  )
}
