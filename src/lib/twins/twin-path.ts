/**
 * A page's twin sits beside its HTML: `/docs/algos/twap/` → `/docs/algos/twap/index.md`. A module
 * of its own, because every doc page's code links the twin: what else the twins' modules hold
 * (llms.ts, for the build and the page tools) stays out of it.
 */
export const twinPath = (route: string): string => `${route.endsWith("/") ? route : `${route}/`}index.md`
