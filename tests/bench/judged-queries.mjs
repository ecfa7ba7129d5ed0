/**
 * The judged query set of the search benchmark: queries a reader of these docs
 * types, each with the results that must come first. A result counts when it is on a listed page
 * (`/docs/algos/iceberg/`), or, for an entry with an anchor (`/docs/ha/cluster/#failover`), when it
 * is that very section. Written from the content, as a reader would judge, before the ranking was
 * tuned; search-bench.mjs checks that every listed page and anchor exists in the built site.
 *
 * kind: name (a page by its name), task (what the reader wants to do), id (an identifier as typed),
 * typo, words (several words with stop words), section (an answer deep in a page), form (another
 * form of a word than the page uses), typing (the last word still being typed, no space after it), question (a
 * question the FAQ or a troubleshooting page answers), title (a page's title or tool name with
 * another word). judged-reference.mjs adds the queries generated from the reference data.
 */
export const JUDGED_QUERIES = [
  // names
  { kind: "name", query: "iceberg", expect: ["/docs/algos/iceberg/"] },
  { kind: "name", query: "vwap", expect: ["/docs/algos/vwap/"] },
  { kind: "name", query: "twap", expect: ["/docs/algos/twap/"] },
  { kind: "name", query: "smart order routing", expect: ["/docs/algos/sor/"] },
  { kind: "name", query: "kafka exporter", expect: ["/docs/dw/kafka/"] },
  { kind: "name", query: "clickhouse", expect: ["/docs/dw/clickhouse/"] },
  { kind: "name", query: "windows service", expect: ["/docs/kb/windows%20service/"] },
  { kind: "name", query: "java flight recorder", expect: ["/docs/performance/java_flight_recorder/"] },
  { kind: "name", query: "onload", expect: ["/docs/performance/running_tachyon_with_onload/"] },
  { kind: "name", query: "mmsim", expect: ["/docs/algos/mmsim/"] },
  { kind: "name", query: "hashicorp vault", expect: ["/docs/kb/hashicorp_vault/"] },
  { kind: "name", query: "docker compose", expect: ["/docs/quick-start/quick_start_docker_compose/"] },
  { kind: "name", query: "ghost orders", expect: ["/docs/troubleshooting/ghost_orders/"] },
  {
    kind: "name",
    query: "reject codes",
    expect: ["/docs/data_model/trading/reject_codes/", "/docs/risk/risk_reject_codes/"],
  },
  { kind: "name", query: "level 2 data", expect: ["/docs/data_model/market_data/level2_data/"] },
  // tasks
  { kind: "task", query: "how to take a heap dump", expect: ["/docs/kb/heap-dump/"] },
  {
    kind: "task",
    query: "recover a corrupted journal",
    expect: ["/docs/tools/journal-recover/", "/docs/kb/journal_recovery_session/"],
  },
  { kind: "task", query: "configure the fix gateway", expect: ["/docs/config/fix_gateway/"] },
  {
    kind: "task",
    query: "reduce latency on linux",
    expect: ["/docs/config/linux_tuning_guide/", "/docs/config/tachyon_tuning/"],
  },
  {
    kind: "task",
    query: "isolate cpu cores",
    expect: ["/docs/config/linux_tuning_guide/#cpu-isolation", "/docs/config/ubuntu_tuning_guide/#cpu-isolation"],
  },
  { kind: "task", query: "rotate secrets in aws", expect: ["/docs/kb/aws_secret_manager/#rotation"] },
  {
    kind: "task",
    query: "promote the dr site",
    expect: ["/docs/ha/dr/#promoting-the-dr-site", "/docs/ha/dr/#step-3-promote"],
  },
  {
    kind: "task",
    query: "load start of day positions",
    expect: ["/docs/kb/position_maintenance/#load-start-of-day-positions", "/docs/tools/journal-import/"],
  },
  { kind: "task", query: "write a custom risk rule", expect: ["/docs/risk/risk_rule_developer_guide/"] },
  { kind: "task", query: "anonymise a journal for a support case", expect: ["/docs/tools/mangle/"] },
  { kind: "task", query: "scrape metrics with prometheus", expect: ["/docs/kb/monitoring/"] },
  { kind: "task", query: "write an order router", expect: ["/docs/api/java/order_router/"] },
  // identifiers
  {
    kind: "id",
    query: "35=D",
    // Its row in the MsgType table (the record of the value) first.
    expect: ["/docs/api/fix/#value-35-D"],
  },
  { kind: "id", query: "TRJ-1003", expect: ["/docs/data_model/trading/reject_codes/#trj-1003-invalid-price"] },
  { kind: "id", query: "RSK-2004", expect: ["/docs/risk/risk_reject_codes/#rsk-2004-max-position"] },
  { kind: "id", query: "OrderRejectReason", expect: ["/docs/data_model/trading/reject_codes/"] },
  // Tag 1138 of the FIX dictionary, and the iceberg's parameter.
  { kind: "id", query: "DisplayQty", expect: ["/docs/algos/iceberg/", "/docs/api/fix/#tag-1138"] },
  { kind: "id", query: "journal-recover", expect: ["/docs/tools/journal-recover/"] },
  { kind: "id", query: "latency-tool", expect: ["/docs/tools/latency-tool/"] },
  {
    kind: "id",
    query: "cluster.failoverTimeout",
    expect: ["/docs/ha/cluster/", "/docs/config/config_reference/#key-cluster-failovertimeout"],
  },
  {
    kind: "id",
    query: "journal.fsync",
    expect: [
      "/docs/journal/#fsync-modes-and-durability",
      "/docs/config/config_reference/#journal",
      "/docs/config/config_reference/#key-journal-fsync",
    ],
  },
  { kind: "id", query: "EF_POLL_USEC", expect: ["/docs/performance/running_tachyon_with_onload/"] },
  { kind: "id", query: "onChildFill", expect: ["/docs/api/java/algorithm_dev_guide/event_handlers/"] },
  {
    kind: "id",
    // Sample messages holding `44=` and tables that map a field to tag 44 came first; the tag's own
    // row in the FIX dictionary answers it.
    query: "tag 44",
    expect: ["/docs/api/fix/#tag-44"],
  },
  { kind: "id", query: "reject code 1003", expect: ["/docs/data_model/trading/reject_codes/#trj-1003-invalid-price"] },
  { kind: "id", query: "exit status 74", expect: ["/docs/tools/journal-recover/"] },
  // typos
  { kind: "typo", query: "icberg", expect: ["/docs/algos/iceberg/"] },
  {
    kind: "typo",
    query: "jornal recover",
    expect: ["/docs/tools/journal-recover/", "/docs/kb/journal_recovery_session/"],
  },
  { kind: "typo", query: "clickhose", expect: ["/docs/dw/clickhouse/"] },
  { kind: "typo", query: "failvoer", expect: ["/docs/ha/cluster/#failover", "/docs/ha/"] },
  { kind: "typo", query: "hashicrop vault", expect: ["/docs/kb/hashicorp_vault/"] },
  { kind: "typo", query: "kafak exporter", expect: ["/docs/dw/kafka/"] },
  { kind: "typo", query: "latnecy tool", expect: ["/docs/tools/latency-tool/"] },
  { kind: "typo", query: "prometeus", expect: ["/docs/kb/monitoring/"] },
  // several words, with stop words
  {
    kind: "words",
    query: "what happens to orders during a failover",
    expect: ["/docs/ha/cluster/#what-happens-to-orders"],
  },
  {
    kind: "words",
    query: "why was my order rejected",
    expect: ["/docs/faq/trading/#why-was-my-order-rejected", "/docs/troubleshooting/order_reject/"],
  },
  {
    kind: "words",
    query: "what is the difference between orderId and clOrdId",
    expect: [
      "/docs/faq/trading/#what-is-the-difference-between-orderid-and-clordid",
      "/docs/data_model/trading/order_identification/",
    ],
  },
  {
    kind: "words",
    query: "which java version does tachyon need",
    expect: ["/docs/faq/general/#which-java-version-does-tachyon-need"],
  },
  {
    kind: "words",
    query: "do gtc orders survive a restart",
    expect: ["/docs/faq/trading/#do-gtc-orders-survive-a-restart"],
  },
  {
    kind: "words",
    // The VWAP page never says "participation" (its cap is MaxPOV): the slicing guide's page, which
    // covers VWAP's participation caps, answers both words.
    query: "vwap participation",
    expect: ["/docs/algos/vwap/", "/docs/api/java/algorithm_dev_guide/order_slicing_algorithms/"],
  },
  { kind: "words", query: "why does the server take long to start", expect: ["/docs/kb/slow_journal_load/"] },
  {
    kind: "words",
    query: "send an order to an algorithm over fix",
    expect: [
      "/docs/faq/api/#how-do-i-send-an-order-to-a-tachyon-algorithm-over-fix",
      "/docs/api/fix/fix_client_onboarding/",
    ],
  },
  // answers deep in a page
  { kind: "section", query: "split brain", expect: ["/docs/ha/cluster/#split-brain-protection"] },
  {
    kind: "section",
    query: "torn tail",
    expect: ["/docs/journal/deep_dive/#torn-tails-and-corruption", "/docs/tools/journal-recover/"],
  },
  {
    kind: "section",
    query: "allocation stalls",
    expect: ["/docs/kb/gc_activity/#allocation-stalls-the-line-that-matters"],
  },
  {
    kind: "section",
    query: "tolerance band",
    expect: [
      "/docs/algos/vwap/#the-tolerance-band",
      "/docs/api/java/algorithm_dev_guide/order_slicing_algorithms/#tolerance-bands",
    ],
  },
  {
    kind: "section",
    query: "resetting sequence numbers",
    expect: ["/docs/config/fix_store_gateway/#resetting-sequence-numbers"],
  },
  { kind: "section", query: "permessage-deflate", expect: ["/docs/config/ws_feed/"] },
  // word forms
  {
    kind: "form",
    query: "throttling",
    expect: ["/docs/config/mm_tuning_2/#throttles", "/docs/config/mm_tuning_2/#connector-throttle"],
  },
  {
    kind: "form",
    query: "hugepages",
    expect: ["/docs/config/linux_tuning_guide/#huge-pages", "/docs/config/ubuntu_tuning_guide/#huge-pages"],
  },
  {
    kind: "form",
    query: "replicated journal",
    expect: ["/docs/ha/cluster/#synchronous-journal-replication", "/docs/ha/dr/"],
  },
  // typing: no space after the last word
  { kind: "typing", query: "journal-re", expect: ["/docs/tools/journal-recover/"] },
  { kind: "typing", query: "fix gat", expect: ["/docs/config/fix_gateway/", "/docs/api/fix/"] },
  { kind: "typing", query: "order deb", expect: ["/docs/tools/order-debugger/"] },
  { kind: "typing", query: "heap du", expect: ["/docs/kb/heap-dump/"] },
  // Written from the content after the set's worst queries led to two ranking changes (dotted keys
  // under a heading, words the docs write joined), to see whether those changes generalise; not
  // tuned for.
  { kind: "section", query: "failover timing", expect: ["/docs/ha/cluster/#failover-timing"] },
  {
    kind: "section",
    query: "planned switchover",
    expect: [
      "/docs/ha/cluster/#planned-switchover",
      "/docs/tools/tachyon-console-app/#cluster-status-and-planned-switchover",
    ],
  },
  {
    kind: "id",
    query: "risk.reloadOnChange",
    expect: [
      "/docs/config/config_reference/#risk",
      "/docs/config/config_reference/#key-risk-reloadonchange",
      "/docs/risk/risk_manager_guide/#changing-limits-during-the-day",
    ],
  },
  {
    kind: "words",
    query: "drop copy",
    expect: [
      "/docs/config/fix_gateway/#account-throttle-drop-copy-and-order-reports",
      "/docs/api/java/extras/#drop-copy",
    ],
  },
  // Questions as readers ask them, written from the FAQ and troubleshooting pages (not their
  // headings word for word): each must land on the entry that answers it.
  {
    kind: "question",
    query: "what happens to fix sequence numbers after a restart",
    expect: ["/docs/faq/api/#what-happens-to-fix-sequence-numbers-after-a-restart-or-a-failover"],
  },
  {
    kind: "question",
    query: "what happens to my algo after a restart",
    expect: ["/docs/faq/trading/#what-happens-to-a-running-algorithm-when-the-server-restarts-or-fails-over"],
  },
  { kind: "question", query: "is there a python client", expect: ["/docs/faq/api/#is-there-a-python-client"] },
  {
    kind: "question",
    query: "which fix versions are supported",
    expect: ["/docs/faq/api/#which-fix-versions-and-message-types-are-supported"],
  },
  {
    kind: "question",
    query: "how do rest clients authenticate",
    expect: ["/docs/faq/api/#how-do-rest-clients-authenticate"],
  },
  {
    kind: "question",
    query: "why are my websocket updates arriving in bursts",
    expect: ["/docs/faq/api/#why-do-my-websocket-updates-arrive-in-bursts-or-why-are-some-missing"],
  },
  {
    kind: "question",
    query: "how do i get historical fills",
    expect: ["/docs/faq/api/#how-do-i-get-historical-orders-and-fills"],
  },
  {
    kind: "question",
    query: "how do i find tachyon's order id",
    expect: ["/docs/faq/api/#how-do-i-find-tachyons-own-order-id"],
  },
  { kind: "question", query: "which api should i use", expect: ["/docs/faq/api/#which-api-should-i-use"] },
  {
    kind: "question",
    query: "do all apis see the same orders",
    expect: ["/docs/faq/api/#do-all-apis-see-the-same-orders"],
  },
  {
    kind: "question",
    query: "the server will not start because the journal is locked",
    expect: [
      "/docs/faq/common_problems/#the-server-will-not-start-journal-is-locked-by-pid-",
      "/docs/troubleshooting/docker/#another-process-holds-the-journal-lock",
    ],
  },
  {
    kind: "question",
    query: "why does start-up take minutes",
    expect: ["/docs/faq/common_problems/#start-up-takes-minutes-instead-of-seconds", "/docs/kb/slow_journal_load/"],
  },
  {
    kind: "question",
    query: "my order is stuck in a pending state",
    expect: ["/docs/faq/common_problems/#an-order-is-stuck-in-a-pending-state"],
  },
  {
    kind: "question",
    query: "why are orders missing after a restart",
    expect: ["/docs/faq/common_problems/#orders-are-missing-after-a-restart", "/docs/troubleshooting/missing_orders/"],
  },
  {
    kind: "question",
    query: "why can't my fix client log on",
    expect: [
      "/docs/faq/common_problems/#a-fix-client-cannot-log-on",
      "/docs/troubleshooting/fix_connectivity/#the-logon-is-rejected",
    ],
  },
  {
    kind: "question",
    query: "why does the book look frozen",
    expect: ["/docs/faq/common_problems/#algorithms-are-not-trading-and-the-book-looks-frozen"],
  },
  {
    kind: "question",
    query: "why does latency spike by hundreds of microseconds",
    expect: ["/docs/faq/common_problems/#latency-has-spikes-of-hundreds-of-microseconds"],
  },
  {
    kind: "question",
    query: "why does the exporter lag keep growing",
    expect: ["/docs/faq/common_problems/#an-exporters-lag-keeps-growing"],
  },
  {
    kind: "question",
    query: "what do i do when the journal disk is filling up",
    expect: ["/docs/faq/common_problems/#the-journal-disk-is-filling-up"],
  },
  {
    kind: "question",
    query: "why is everything in one process",
    expect: ["/docs/faq/general/#why-is-everything-in-one-process"],
  },
  {
    kind: "question",
    query: "is there a database",
    expect: ["/docs/faq/general/#where-is-the-state-kept-is-there-a-database"],
  },
  { kind: "question", query: "what latency can i expect", expect: ["/docs/faq/general/#what-latency-can-i-expect"] },
  {
    kind: "question",
    query: "which operating systems are supported",
    expect: ["/docs/faq/general/#which-operating-systems-are-supported"],
  },
  {
    kind: "question",
    query: "can i run tachyon in docker",
    expect: ["/docs/faq/general/#can-i-run-tachyon-in-docker"],
  },
  {
    kind: "question",
    query: "what hardware should i buy",
    expect: ["/docs/faq/general/#what-hardware-should-i-buy-for-production"],
  },
  { kind: "question", query: "how is tachyon licensed", expect: ["/docs/faq/general/#how-is-tachyon-licensed"] },
  {
    kind: "question",
    query: "how do i upgrade to the current version",
    expect: ["/docs/faq/general/#what-is-the-current-version-and-how-do-i-upgrade"],
  },
  {
    kind: "question",
    query: "which ports does tachyon use",
    expect: ["/docs/faq/general/#which-ports-does-tachyon-use"],
  },
  {
    kind: "question",
    query: "how do i back up a node",
    expect: ["/docs/faq/general/#how-do-i-back-up-a-tachyon-node"],
  },
  {
    kind: "question",
    query: "how does cancel/replace work",
    expect: ["/docs/faq/trading/#how-does-a-cancelreplace-work"],
  },
  {
    kind: "question",
    query: "which execution algorithms are built in",
    expect: ["/docs/faq/trading/#which-execution-algorithms-are-built-in"],
  },
  {
    kind: "question",
    query: "how do parent and child orders relate",
    expect: ["/docs/faq/trading/#how-do-parent-and-child-orders-relate"],
  },
  {
    kind: "question",
    query: "can i test an algorithm without a venue",
    expect: ["/docs/faq/trading/#can-i-test-an-algorithm-without-a-real-venue"],
  },
  {
    kind: "question",
    query: "how do i stop all trading at once",
    expect: ["/docs/faq/trading/#how-do-i-stop-all-trading-immediately"],
  },
  {
    kind: "question",
    query: "can i turn off pre-trade risk",
    expect: ["/docs/faq/trading/#can-i-turn-pre-trade-risk-off"],
  },
  { kind: "question", query: "where are risk limits defined", expect: ["/docs/faq/trading/#where-are-limits-defined"] },
  {
    kind: "question",
    query: "what happens when market data stops",
    expect: ["/docs/faq/trading/#what-happens-when-market-data-stops"],
  },
  {
    kind: "question",
    query: "why was the container killed with exit code 137",
    expect: ["/docs/troubleshooting/docker/#killed-with-exit-code-137"],
  },
  {
    kind: "question",
    query: "why was my fix session logged out for sequence numbers",
    expect: ["/docs/troubleshooting/fix_connectivity/#logged-out-for-sequence-numbers"],
  },
  {
    kind: "question",
    query: "why was i disconnected on a heartbeat timeout",
    expect: ["/docs/troubleshooting/fix_connectivity/#disconnected-on-heartbeat-timeout"],
  },
  { kind: "question", query: "where are things logged", expect: ["/docs/troubleshooting/#where-things-are-logged"] },
  // A page's title or its tool's name, with another word: the page first.
  { kind: "title", query: "vwap participation", expect: ["/docs/algos/vwap/"] },
  { kind: "title", query: "python client", expect: ["/docs/api/python/reference/"] },
  { kind: "title", query: "iceberg display quantity", expect: ["/docs/algos/iceberg/"] },
  { kind: "title", query: "journal-recover options", expect: ["/docs/tools/journal-recover/"] },
  // Written from the pages' titles and headings once "python client" and "throttling" had led to
  // two ranking changes (a keyword of several words names its page; a heading of another form of
  // the one word typed), to see whether they generalise. Of the 19, 17 passed at once; the two
  // that did not ("redshift exporter setup", "isolating cpus") led to two more changes (a titled
  // page above a heading that names fewer of the words; a plural the stemmer keeps whole).
  { kind: "title", query: "oms-debugger commands", expect: ["/docs/tools/oms-debugger/"] },
  { kind: "title", query: "journal-compress options", expect: ["/docs/tools/journal-compress/"] },
  { kind: "title", query: "clickhouse exporter tables", expect: ["/docs/dw/clickhouse/"] },
  { kind: "title", query: "redshift exporter setup", expect: ["/docs/dw/redshift/"] },
  { kind: "title", query: "pov participation rate", expect: ["/docs/algos/pvol/"] },
  { kind: "title", query: "rfq quote requests", expect: ["/docs/algos/rfq/"] },
  { kind: "title", query: "hashicorp vault secrets", expect: ["/docs/kb/hashicorp_vault/"] },
  { kind: "title", query: "onload latency", expect: ["/docs/performance/running_tachyon_with_onload/"] },
  { kind: "title", query: "twap tutorial", expect: ["/docs/api/java/algorithm_dev_guide/tutorial_twap/"] },
  { kind: "title", query: "ohlc bars interval", expect: ["/docs/data_model/market_data/ohlc_bars/"] },
  { kind: "title", query: "entitlements permissions", expect: ["/docs/risk/entitlements/"] },
  { kind: "form", query: "coalesced replaces", expect: ["/docs/config/mm_tuning_2/#replace-coalescing"] },
  {
    kind: "form",
    query: "conflated market data",
    expect: [
      "/docs/data_model/market_data/market_data_overview/#conflation",
      "/docs/config/mm_tuning_2/#conflation",
      "/docs/config/mm_tuning_2/#how-market-data-conflation-works",
    ],
  },
  { kind: "form", query: "rotating aws secrets", expect: ["/docs/kb/aws_secret_manager/#rotation"] },
  {
    kind: "form",
    query: "reconciled commissions",
    expect: ["/docs/kb/commissions/#reconciling-with-a-broker-statement"],
  },
  { kind: "form", query: "cancels on disconnect", expect: ["/docs/config/fix_gateway/#cancel-on-disconnect"] },
  { kind: "form", query: "dumping the heap", expect: ["/docs/kb/heap-dump/"] },
  { kind: "form", query: "compressed journals", expect: ["/docs/tools/journal-compress/"] },
  {
    kind: "form",
    query: "isolating cpus",
    expect: ["/docs/config/linux_tuning_guide/#cpu-isolation", "/docs/config/ubuntu_tuning_guide/#cpu-isolation"],
  },
]
