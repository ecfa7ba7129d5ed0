/**
 * Percent-decoding that never throws: `/docs/kb/windows%20service/` → `/docs/kb/windows service/`,
 * and a malformed escape (`%E0%A4%A`) leaves the text as written. The one copy for routes, links,
 * anchors and search paths.
 */
export function safeDecode(text: string, decode: (text: string) => string = decodeURI): string {
  try {
    return decode(text)
  } catch {
    return text
  }
}
