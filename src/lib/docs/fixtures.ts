import type { SidebarDoc } from "./sidebar"

/** A small docs tree shaped like the real one, for the sidebar and navigation tests. */
export const docs: SidebarDoc[] = [
  {
    id: "docs_introduction",
    path: "/docs/index/",
    relativePath: "index.mdx",
    title: "Introduction",
    sidebarPosition: 1,
  },
  {
    id: "algos/_index",
    path: "/docs/algos/",
    relativePath: "algos/_index.mdx",
    title: "Execution algorithms",
    sidebarLabel: "Algorithms",
    sidebarPosition: 3,
    description: "Built-in algorithms.",
  },
  { id: "algos/twap", path: "/docs/algos/twap/", relativePath: "algos/twap.mdx", title: "TWAP", sidebarPosition: 2 },
  {
    id: "algos/iceberg",
    path: "/docs/algos/iceberg/",
    relativePath: "algos/iceberg.mdx",
    title: "Iceberg orders",
    sidebarLabel: "Iceberg",
    sidebarPosition: 1,
  },
  { id: "algos/vwap", path: "/docs/algos/vwap/", relativePath: "algos/vwap.mdx", title: "VWAP" },
  { id: "algos/sor", path: "/docs/algos/sor/", relativePath: "algos/sor.mdx", title: "SOR" },
  {
    id: "quick-start/_index",
    path: "/docs/quick-start/",
    relativePath: "quick-start/_index.mdx",
    title: "Quick start",
    sidebarPosition: 2,
  },
  {
    id: "quick-start/index",
    path: "/docs/quick-start/index/",
    relativePath: "quick-start/index.mdx",
    title: "Choosing a quick start",
    sidebarPosition: 1,
  },
  {
    id: "api/java/order_router",
    path: "/docs/api/java/order_router/",
    relativePath: "api/java/order_router.mdx",
    title: "Order router",
  },
  {
    id: "api/java/algorithm_dev_guide/overview",
    path: "/docs/api/java/algorithm_dev_guide/overview/",
    relativePath: "api/java/algorithm_dev_guide/overview.mdx",
    title: "Overview",
  },
]
