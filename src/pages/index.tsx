import React, { useState } from "react"
import { graphql, Link, navigate, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { InlineText } from "../components/InlineText"
import { siteSettings } from "../site-settings"
import { hrefOf } from "../lib/docs/paths"
import { releaseAnchor, releaseLine } from "../lib/release"
import { evenColumns } from "../lib/layout/even-columns"
import * as buttons from "../styles/button.module.css"
import * as styles from "./index.module.css"

/**
 * Where each of the site's four kinds of reader (docs/contract.md, "Readers and content") starts, and where they go next. The
 * query below asks for the same routes; a link whose page does not exist (another content tree)
 * is left out, and a reader whose first page is missing with it.
 */
const READERS = [
  {
    role: "Algorithm developers",
    what: "Write, test and deploy execution algorithms with the Java algorithm SDK.",
    paths: [
      "/docs/api/java/algorithm_dev_guide/overview/",
      "/docs/api/java/algorithm_dev_guide/tutorial_twap/",
      "/docs/algos/",
    ],
  },
  {
    role: "API clients",
    what: "Send orders and read state over FIX, the Java API, Python or REST/WebSocket.",
    paths: [
      "/docs/api/",
      "/docs/api/fix/fix_client_onboarding/",
      "/docs/data_model/trading/reject_codes/",
      "/docs/api/changelog/",
    ],
  },
  {
    role: "System administrators",
    what: "Install, configure, tune and run Tachyon nodes, clusters and DR sites.",
    paths: [
      "/docs/config/",
      "/docs/config/support_matrix/",
      "/docs/config/linux_tuning_guide/",
      "/docs/config/fix_session_changes/",
      "/docs/ha/",
    ],
  },
  {
    role: "Risk managers",
    what: "Set pre-trade limits, change them intraday and stop trading with the kill switch.",
    paths: [
      "/docs/risk/risk_manager_guide/",
      "/docs/risk/entitlements/",
      "/docs/risk/regulatory_controls/",
      "/docs/risk/risk_reject_codes/",
      "/docs/risk/risk_limit_export/",
    ],
  },
] as const

/** Home: what Tachyon is, search, the latest release, a start per reader, the quick starts and every topic. */
export const Head = () => <Seo path="/" />

/** A search form that opens /search/ (a plain GET form without JavaScript). */
function HomeSearch() {
  const [query, setQuery] = useState("")
  return (
    <form
      className={styles.homeSearch}
      role="search"
      action="/search/"
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        navigate(query.trim() ? `/search/?q=${encodeURIComponent(query)}` : "/search/")
      }}
    >
      <input
        type="search"
        name="q"
        className={styles.homeSearchInput}
        aria-label="Search the documentation"
        placeholder="Search the docs"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={`${buttons.button} ${buttons.buttonPrimary} ${styles.homeSearchButton}`}>
        Search
      </button>
    </form>
  )
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const docs = new Map(data.startHere.nodes.map((doc) => [doc.path, doc]))
  const readers = READERS.flatMap((reader) => {
    const links = reader.paths.flatMap((path) => {
      const doc = docs.get(path)
      return doc ? [{ path, title: doc.title }] : []
    })
    return links[0]?.path === reader.paths[0] ? [{ ...reader, links }] : []
  })
  const quickStarts = data.quickStarts.nodes
  const topics = (data.docsVersion?.sidebars[0]?.items ?? []).filter((item) => item.type === "category")
  const release = data.latestRelease.nodes[0]?.frontmatter
  const { product, version } = siteSettings.release
  return (
    <main className={styles.home}>
      <section className={styles.homeHero}>
        <div className="home-hero-main">
          <p className={styles.heroEyebrow}>
            Documentation · {product} {releaseLine(version)}
          </p>
          <h1 className={styles.heroTitle}>{siteSettings.title}</h1>
          <p className={styles.heroLead}>
            Tachyon is a low-latency execution, order-management and algorithmic trading platform. One Java server takes
            orders over FIX, Java, Python and REST, and works them under pre-trade risk.
          </p>
          <HomeSearch />
          <div className={styles.heroActions}>
            <Link className={`${buttons.button} ${buttons.buttonPrimary}`} to="/docs/index/">
              Read the introduction
            </Link>
            <Link className={buttons.button} to="/docs/quick-start/">
              Quick start
            </Link>
          </div>
        </div>
        {release?.title && release.version && (
          <aside className={styles.homeRelease} aria-labelledby="release-heading">
            <h2 id="release-heading" className={styles.homeKicker}>
              Latest release
            </h2>
            <p className={styles.homeReleaseTitle}>
              <Link to={`/news/#${releaseAnchor(release.version)}`}>{release.title}</Link>
            </p>
            {release.date && (
              <p className={styles.homeReleaseDate}>
                <time dateTime={release.isoDate ?? undefined}>{release.date}</time>
              </p>
            )}
            {release.summary && (
              <p className={styles.homeReleaseSummary}>
                <InlineText text={release.summary} />
              </p>
            )}
            <Link to="/news/" className={styles.homeReleaseAll}>
              All releases<span aria-hidden="true"> →</span>
            </Link>
          </aside>
        )}
      </section>

      {readers.length > 0 && (
        <section className={styles.homeSection} aria-labelledby="start-heading">
          <h2 id="start-heading" className={styles.homeSectionTitle}>
            Start here
          </h2>
          <ul className={`${styles.homeGrid} ${styles.homeReaders}`}>
            {readers.map((reader) => (
              <li key={reader.role} className={styles.homeCard}>
                <h3 className={styles.homeCardTitle}>{reader.role}</h3>
                <p className={styles.homeCardText}>{reader.what}</p>
                <Link to={reader.links[0].path} className={styles.homeCardStart}>
                  {reader.links[0].title}
                  <span aria-hidden="true"> →</span>
                </Link>
                {reader.links.length > 1 && (
                  <ul className={styles.homeCardMore} aria-label={`More for ${reader.role.toLowerCase()}`}>
                    {reader.links.slice(1).map((link) => (
                      <li key={link.path}>
                        <Link to={link.path}>{link.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {quickStarts.length > 0 && (
        <section className={styles.homeSection} aria-labelledby="quick-heading">
          <h2 id="quick-heading" className={styles.homeSectionTitle}>
            Quick starts
          </h2>
          <ul className={`${styles.homeGrid} ${styles.homeQuick}`}>
            {quickStarts.map((doc) => (
              <li key={doc.path}>
                <Link to={doc.path} className={`${styles.homeCard} ${styles.homeCardLink}`}>
                  <span className={styles.homeCardTitle}>{doc.title}</span>
                  {doc.description && <span className={styles.homeCardText}>{doc.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={`${styles.homeSection} ${styles.homeTopics}`} aria-labelledby="topics-heading">
        <h2 id="topics-heading" className={styles.homeSectionTitle}>
          Browse the documentation
        </h2>
        {/* As many columns as the topics fill evenly at each width (wide, medium, narrow). */}
        <ul
          className={styles.homeTopicList}
          style={
            {
              "--columns-wide": evenColumns(topics.length, 5),
              "--columns-medium": evenColumns(topics.length, 3),
              "--columns-narrow": evenColumns(topics.length, 2),
            } as React.CSSProperties
          }
        >
          {topics.map((topic) => (
            <li key={topic.path}>
              <Link to={hrefOf(topic.path)}>{topic.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}

export const query = graphql`
  query HomePage {
    startHere: allDoc(
      filter: {
        path: {
          in: [
            "/docs/api/java/algorithm_dev_guide/overview/"
            "/docs/api/java/algorithm_dev_guide/tutorial_twap/"
            "/docs/algos/"
            "/docs/api/"
            "/docs/api/fix/fix_client_onboarding/"
            "/docs/data_model/trading/reject_codes/"
            "/docs/api/changelog/"
            "/docs/config/"
            "/docs/config/support_matrix/"
            "/docs/config/linux_tuning_guide/"
            "/docs/config/fix_session_changes/"
            "/docs/ha/"
            "/docs/risk/risk_manager_guide/"
            "/docs/risk/entitlements/"
            "/docs/risk/regulatory_controls/"
            "/docs/risk/risk_reject_codes/"
            "/docs/risk/risk_limit_export/"
          ]
        }
      }
      # Sorted so the page data is the same on every build (the page orders them by reader itself).
      sort: { path: ASC }
    ) {
      nodes {
        path
        title
      }
    }
    quickStarts: allDoc(filter: { path: { regex: "/^/docs/quick-start/quick_start_/" } }, sort: { path: ASC }) {
      nodes {
        path
        title
        description
      }
    }
    latestRelease: allMdx(
      filter: { internal: { contentFilePath: { regex: "/[/\\\\]news[/\\\\]/" } } }
      sort: { frontmatter: { date: DESC } }
      limit: 1
    ) {
      nodes {
        frontmatter {
          ...ReleaseHeading
        }
      }
    }
    docsVersion(name: { eq: "current" }) {
      sidebars {
        items {
          type
          label
          path
          description
        }
      }
    }
  }
`
