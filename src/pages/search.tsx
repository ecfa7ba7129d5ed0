import React from "react"
import { Seo } from "../components/seo/Seo"

/** Full search results (spec §2). The search issue fills this page in. */
export default function SearchPage() {
  return (
    <main className="page-narrow">
      <Seo title="Search" path="/search/" />
      <h1>Search the documentation</h1>
    </main>
  )
}
