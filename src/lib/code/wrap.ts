/**
 * Soft wrap of code blocks: each block has its own toggle, and a click changes that block only.
 * Until its toggle is used, a FIX message wraps (between whole fields) and other code scrolls
 * sideways. The state is the block's `data-wrap` attribute, rendered on the server from the
 * default, so nothing changes shape at hydration.
 */
export type CodeWrap = "on" | "off"

/** Whether a block wraps: the reader's click on it, else its default (FIX: soft). */
export const isWrapped = (toggled: CodeWrap | null, softByDefault: boolean): boolean =>
  toggled === null ? softByDefault : toggled === "on"

/** The click's new state: the opposite of what the block shows now. */
export const toggledWrap = (wrapped: boolean): CodeWrap => (wrapped ? "off" : "on")

/**
 * How far to scroll so that a block whose top moved from `before` to `after` (viewport pixels) is
 * back where the reader clicked it: a block that shrinks near the end of the page, or the
 * browser's scroll anchoring on a line inside it, would otherwise move it.
 */
export const scrollToKeepTop = (before: number, after: number): number => after - before
