/**
 * Soft wrap of code blocks: the reader's choice, "on" or "off", is one for every block and is
 * kept in localStorage; until they choose, FIX messages wrap (between whole fields) and other code
 * scrolls sideways. The inline script (codeWrapScript, in the no-flash script of gatsby-ssr) puts
 * the stored choice on <html data-code-wrap> before the first paint, and CSS wraps from it: no
 * block changes shape after load.
 */
export type CodeWrap = "on" | "off"
export const CODE_WRAP_STORAGE_KEY = "tachyon.code.wrap"
export const CODE_WRAP_ATTRIBUTE = "data-code-wrap"

export const isCodeWrap = (value: unknown): value is CodeWrap => value === "on" || value === "off"

/** Whether a block wraps: the reader's choice, else its default (FIX: soft). */
export const isWrapped = (choice: CodeWrap | null, softByDefault: boolean): boolean =>
  choice === null ? softByDefault : choice === "on"

/** The statement added to the head's no-flash script (`d` is <html>); storage errors leave the default. */
export const codeWrapScript = (): string =>
  `try{var w=localStorage.getItem(${JSON.stringify(CODE_WRAP_STORAGE_KEY)});if(w==="on"||w==="off")d.setAttribute(${JSON.stringify(CODE_WRAP_ATTRIBUTE)},w);}catch(e){}`
