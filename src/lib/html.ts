/** Text placed into HTML markup (search excerpts, code blocks rendered at build time) is escaped here, once. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  )
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi

/**
 * The HTML with each script element's body and `src` left out, for a pass that reads neither
 * (the search texts, the links and anchors). Every warm build changes two of them on every doc
 * page (the compilation hash, inline, and the webpack runtime's file name), which made every
 * page's bytes new although its text, links and ids were not.
 */
export const scriptsAsTags = (html: string): string =>
  html.replace(
    SCRIPT_ELEMENT,
    (_element, attributes: string) => `<script${attributes.replace(/\ssrc="[^"]*"/g, "")}></script>`,
  )
