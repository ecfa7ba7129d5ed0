/**
 * Accept headers and the form of a doc page each gets (negotiation.ts): the unit test holds
 * `prefersMarkdown` to them and the browser test holds nginx to them, so the rule and the served
 * site are checked against one list.
 */
export const ACCEPT_EXAMPLES: readonly { accept: string; gets: "markdown" | "html"; who: string }[] = [
  {
    accept:
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
    gets: "html",
    who: "Chromium",
  },
  { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", gets: "html", who: "Firefox, Safari" },
  { accept: "*/*", gets: "html", who: "curl, wget: any form, so the page's own" },
  { accept: "", gets: "html", who: "no preference" },
  { accept: "text/*", gets: "html", who: "any text: Markdown is served only when named" },
  { accept: "text/plain", gets: "html", who: "plain text is not Markdown's name" },
  { accept: "application/json", gets: "html", who: "nothing the page has" },
  { accept: "text/markdown;q=0", gets: "html", who: "Markdown refused" },
  { accept: "text/html, text/markdown;q=0.5", gets: "html", who: "HTML preferred" },
  { accept: "text/markdown;q=0.9, */*", gets: "html", who: "anything preferred to Markdown" },
  { accept: "text/markdown", gets: "markdown", who: "curl -H 'Accept: text/markdown'" },
  { accept: "TEXT/Markdown", gets: "markdown", who: "media types are case-insensitive" },
  { accept: "text/markdown, text/html;q=0.9, */*;q=0.8", gets: "markdown", who: "a coding agent" },
  { accept: "text/markdown, text/html", gets: "markdown", who: "a tie: a client naming Markdown wants it" },
  { accept: "text/markdown;q=0.9, text/plain;q=0.5, */*;q=0.1", gets: "markdown", who: "Markdown first" },
  { accept: "text/html;q=0.8, text/markdown;q=0.5", gets: "markdown", who: "both between 0 and 1: a tie" },
  { accept: "text/markdown;charset=utf-8;q=0.7", gets: "markdown", who: "a parameter before q" },
  { accept: " text/markdown ; q=1.0 , text/html;q=0", gets: "markdown", who: "spaces; HTML refused" },
]
