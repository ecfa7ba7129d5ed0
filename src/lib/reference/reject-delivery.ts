/**
 * The REST reference's "HTTP status" cell for a code with no status (it never answers a request,
 * TRJ-1011 and TRJ-1012): the message on the `orders` channel instead, which differs by what was
 * refused (reject_codes.mdx, "How a reject reaches you"). Markdown with code spans; the page and its
 * Markdown twin both render it from here. Kept apart from reject-codes.ts (zod, the YAML schema)
 * because a browser component imports it.
 */
export const NO_HTTP_STATUS =
  "none: an `execution` with `execType` `REJECTED` on the `orders` channel for a new order, a `cancelReject` for a replace or cancel"
