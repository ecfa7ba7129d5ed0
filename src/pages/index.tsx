import React from "react"
import { Link } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { siteSettings } from "../site-settings"

export default function HomePage() {
  return (
    <main className="home">
      <Seo path="/" />
      <section className="hero">
        <h1 className="hero-title">{siteSettings.title}</h1>
        <p className="hero-tagline">{siteSettings.tagline}</p>
        <Link className="button button-primary" to="/docs/index/">
          Read the docs
        </Link>
      </section>
    </main>
  )
}
