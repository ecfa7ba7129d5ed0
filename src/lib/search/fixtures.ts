import type { SearchPage } from "./documents"

/** Small built-page objects shared by the search tests (the shape src/node/search-index.ts reads). */
export const TEST_PAGES: SearchPage[] = [
  {
    url: "/docs/algos/iceberg/",
    title: "Iceberg orders",
    description: "How the ICEBERG algorithm shows a small display quantity and refills it.",
    keywords: ["iceberg", "display quantity", "DisplayQty"],
    breadcrumbs: ["Docs", "Execution algorithms"],
    sections: [
      {
        anchor: "",
        heading: "",
        depth: 0,
        text: "The ICEBERG algorithm works a large limit order by showing only a small part.",
      },
      {
        anchor: "parameters",
        heading: "Parameters",
        depth: 2,
        text: "DisplayQty is the quantity of each visible slice. Send 35=D with 7001=ICEBERG.",
      },
      {
        anchor: "timing",
        heading: "Timing",
        depth: 3,
        text: "After a slice fills, the next one goes out after RefreshDelay.",
      },
    ],
  },
  {
    url: "/docs/algos/twap/",
    title: "TWAP",
    description: "Time-weighted average price: slices a parent evenly over a time window.",
    keywords: ["twap", "time weighted"],
    breadcrumbs: ["Docs", "Execution algorithms"],
    sections: [
      { anchor: "", heading: "", depth: 0, text: "TWAP sends child orders at regular intervals until the end time." },
      {
        anchor: "rejects",
        heading: "Rejects",
        depth: 2,
        text: "A parent without an end time is rejected with TRJ-1005 and OrderRejectReason 99.",
      },
    ],
  },
  {
    url: "/docs/tools/journal-recover/",
    title: "journal-recover",
    description: "Rebuilds a damaged journal from its segments.",
    keywords: ["journal recovery"],
    breadcrumbs: ["Docs", "Command-line tools"],
    sections: [
      {
        anchor: "",
        heading: "",
        depth: 0,
        text: "Run journal-recover when tachyon.journal.path holds a journal that fails to load.",
      },
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
    sections: [
      { anchor: "", heading: "", depth: 0, text: "The FIX gateway listens on fix.gateway.port, 9878 by default." },
      {
        anchor: "logon",
        heading: "Logon",
        depth: 2,
        text: "Send a Logon (35=A). A rejected risk check returns RSK-2004.",
      },
      { anchor: "journal", heading: "Journal", depth: 2, text: "Every message is written to the journal." },
    ],
  },
  {
    url: "/docs/kb/windows%20service/",
    title: "Running as a Windows service",
    description: "Install Tachyon as a Windows service.",
    keywords: ["windows"],
    breadcrumbs: ["Docs", "Knowledge base"],
    sections: [{ anchor: "", heading: "", depth: 0, text: "Use the service wrapper to run the node on Windows." }],
  },
]
