/**
 * Redirects served as static pages (meta refresh, canonical link and a visible link), so they
 * work on any static host. docs/decisions.md, "Quick start": the other reading's addresses; and `/api` (docs/contract.md, "Routes").
 */
export interface Redirect {
  from: string
  to: string
}

export const REDIRECTS: readonly Redirect[] = [
  { from: "/api/", to: "/docs/api/" },
  ...["quick_start_docker", "quick_start_docker_compose", "quick_start_java"].map((page) => ({
    from: `/docs/quick-start/index/${page}/`,
    to: `/docs/quick-start/${page}/`,
  })),
]
