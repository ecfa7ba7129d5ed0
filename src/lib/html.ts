/** Text placed into HTML markup (search excerpts, code blocks rendered at build time) is escaped here, once. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  )
}

/** The text of an attribute value escapeHtml wrote (a code block's title, read back by CodeBlock). */
export function unescapeHtml(html: string): string {
  return html.replace(
    /&(lt|gt|amp|quot|#39);/g,
    (_, name: string) => ({ lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'" })[name] as string,
  )
}
