import { z } from "zod"

/**
 * Markdown text of a reference entry (inline only: code, emphasis, links). A table renders it on
 * many pages, so a link cannot be relative to one of them: it is an absolute route ending in "/"
 * (`[cluster](/docs/ha/cluster/#failover)`) or a web address. The link check of the build then
 * checks it like any other link.
 */
export const markdownText = z
  .string()
  .min(1)
  .superRefine((text, ctx) => {
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const [route] = target.split("#")
      if (/^https?:\/\//.test(target) || (route.startsWith("/") && route.endsWith("/"))) continue
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `link "${target}": write an absolute route ending in "/" (/docs/ha/cluster/) or a web address`,
      })
    }
  })
