import { buildSplitIndex, type BuiltSearchIndex } from "./build-index"
import type { SearchPage } from "./documents"
import { SplitIndex } from "./split-index"

/** Small pages shared by the search tests (what lib/search/pages.ts makes of Doc nodes and HTML). */
export const TEST_PAGES: SearchPage[] = [
  {
    url: "/docs/algos/iceberg/",
    title: "Iceberg orders",
    description: "How the ICEBERG algorithm shows a small display quantity and refills it.",
    keywords: ["iceberg", "display quantity", "DisplayQty"],
    breadcrumbs: ["Docs", "Execution algorithms"],
    intro: "The ICEBERG algorithm works a large limit order by showing only a small part.",
    sections: [
      {
        anchor: "parameters",
        heading: "Parameters",
        depth: 2,
        text: "DisplayQty is the quantity of each visible slice. Send 35=D with 7001=ICEBERG. The price is tag 44.",
      },
      {
        anchor: "timing",
        heading: "Timing",
        depth: 3,
        text: "After a slice fills, the next one goes out after RefreshDelay. Throttling slows the refills.",
      },
      { anchor: "examples", heading: "Examples", depth: 2, text: "8=FIX.4.4|35=D|44=187.25|7001=ICEBERG|" },
    ],
  },
  {
    url: "/docs/algos/twap/",
    title: "TWAP",
    description: "Time-weighted average price: slices a parent evenly over a time window.",
    keywords: ["twap", "time weighted"],
    breadcrumbs: ["Docs", "Execution algorithms"],
    intro: "TWAP sends child orders at regular intervals until the end time.",
    sections: [
      {
        anchor: "rejects",
        heading: "Rejects",
        depth: 2,
        text: "A parent without an end time is rejected with TRJ-1005 and OrderRejectReason 99.",
      },
      { anchor: "examples", heading: "Examples", depth: 2, text: "A TWAP over one hour in twelve slices." },
    ],
  },
  {
    url: "/docs/tools/journal-recover/",
    title: "journal-recover",
    description: "Rebuilds a damaged journal from its segments.",
    keywords: ["journal recovery"],
    breadcrumbs: ["Docs", "Command-line tools"],
    intro: "Run journal-recover when tachyon.journal.path holds a journal that fails to load.",
    sections: [
      {
        anchor: "options",
        heading: "Options",
        depth: 2,
        text: "--from picks the first segment. The kill switch stays engaged while recovering.",
      },
    ],
  },
  {
    url: "/docs/api/fix/fix_client_onboarding/",
    title: "FIX client onboarding",
    description: "Connect a FIX client to the gateway.",
    keywords: [],
    breadcrumbs: ["Docs", "APIs", "FIX"],
    intro: "The FIX gateway listens on fix.gateway.port, 9878 by default.",
    sections: [
      {
        anchor: "logon",
        heading: "Logon",
        depth: 2,
        text: "Send a Logon (35=A). A rejected risk check returns RSK-2004.",
      },
      { anchor: "journal", heading: "Journal", depth: 2, text: "Every message is written to the journal." },
      { anchor: "hugepages", heading: "Huge pages", depth: 3, text: "The gateway runs best with hugepages on." },
    ],
  },
  {
    url: "/docs/kb/windows%20service/",
    title: "Running as a Windows service",
    description: "Install Tachyon as a Windows service.",
    keywords: ["windows"],
    breadcrumbs: ["Docs", "Knowledge base"],
    intro: "Use the service wrapper to run the node on Windows.",
    sections: [],
  },
]

/** A split index of `pages` served from memory, with the URLs it fetched (tests only). */
export async function memoryIndex(
  pages: readonly SearchPage[] = TEST_PAGES,
  shardBytes = 400,
): Promise<{ index: SplitIndex; fetched: string[]; built: BuiltSearchIndex }> {
  const built = buildSplitIndex(pages, { shardBytes })
  const files = new Map(built.files.map((file) => [`/${file.path}`, file.content]))
  const fetched: string[] = []
  const fetchJson = async (url: string) => {
    fetched.push(url)
    const content = files.get(url.split("?")[0])
    if (content === undefined) throw new Error(`404 ${url}`)
    return JSON.parse(content) as unknown
  }
  const index = await SplitIndex.load(`/search-index.json?_=${built.hash}`, "/", fetchJson)
  return { index, fetched, built }
}
