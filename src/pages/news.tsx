import React from "react"
import { Seo } from "../components/seo/Seo"

export default function NewsPage() {
  return (
    <main className="page-narrow">
      <Seo title="What's New" path="/news/" />
      <h1>What's New</h1>
    </main>
  )
}
