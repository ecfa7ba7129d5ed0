import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { siteSettings } from "../site-settings"
import { hrefOf } from "../lib/docs/paths"

/** Home: the title and tagline, a way in, and one card per topic area (the docs' top-level sections). */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const topics = (data.docsVersion?.sidebars[0]?.items ?? []).filter((item) => item.type === "category")
  return (
    <main className="home">
      <Seo path="/" />
      <section className="hero">
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
