import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { siteSettings } from "../site-settings"
import { hrefOf } from "../lib/docs/paths"

/**
 * Where each kind of reader (site-spec §1) usually starts. The query below asks for the same
 * routes; an entry whose page does not exist (another content tree) is left out.
 */
const START_HERE = [
  { role: "Algorithm developers", path: "/docs/api/java/algorithm_dev_guide/overview/" },
  { role: "FIX and API clients", path: "/docs/api/fix/fix_client_onboarding/" },
  { role: "System administrators", path: "/docs/config/linux_tuning_guide/" },
  { role: "Risk managers", path: "/docs/risk/risk_manager_guide/" },
]

/** Home: the title and tagline, a way in, a start per reader, and one card per topic area (the docs' top-level sections). */
export const Head = () => <Seo path="/" />

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const topics = (data.docsVersion?.sidebars[0]?.items ?? []).filter((item) => item.type === "category")
  const titles = new Map(data.startHere.nodes.map((doc) => [doc.path, doc.title]))
  const starts = START_HERE.flatMap((entry) => {
    const label = titles.get(entry.path)
    return label ? [{ ...entry, label }] : []
  })
  return (
    <main className="home">
      <section className={`hero${starts.length ? " has-start" : ""}`}>
        <div className="hero-main">
          <p className="hero-eyebrow">Documentation · Tachyon 4.2</p>
          <h1 className="hero-title">{siteSettings.title}</h1>
          <p className="hero-tagline">{siteSettings.tagline}</p>
          <div className="hero-actions">
            <Link className="button button-primary" to="/docs/index/">
              Read the introduction
            </Link>
            <Link className="button" to="/docs/quick-start/">
              Quick start
            </Link>
          </div>
        </div>
        {starts.length > 0 && (
          <nav className="hero-start" aria-labelledby="start-heading">
            <h2 id="start-heading" className="hero-start-title">
              Start here
            </h2>
            <ul className="hero-start-list">
              {starts.map((entry) => (
                <li key={entry.path}>
                  <span className="hero-start-role">{entry.role}</span>
                  <Link to={entry.path} className="hero-start-link">
                    {entry.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      <section className="home-topics" aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="home-topics-title">
          Browse by topic
        </h2>
        <ul className="card-grid">
          {topics.map((topic) => (
            <li key={topic.path} className="card">
              <Link to={hrefOf(topic.path)} className="card-link">
                <span className="card-title">{topic.label}</span>
                {topic.description && <span className="card-description">{topic.description}</span>}
              </Link>
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
            "/docs/api/fix/fix_client_onboarding/"
            "/docs/config/linux_tuning_guide/"
            "/docs/risk/risk_manager_guide/"
          ]
        }
      }
    ) {
      nodes {
        path
        title
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
