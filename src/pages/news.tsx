import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { InlineText } from "../components/InlineText"
import { ClassNames } from "../lib/class-names"
import { releaseAnchor } from "../lib/release"
import * as pageNarrow from "../styles/page-narrow.module.css"
import * as headings from "../styles/page-heading.module.css"
import * as styles from "./news.module.css"

type Note = Queries.NewsPageQuery["allMdx"]["nodes"][number]

function NoteList({ title, items }: { title: string; items: readonly string[] | null | undefined }) {
  if (!items?.length) return null
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    </>
  )
}

function ReleaseNote({ note }: { note: Note }) {
  const fm = note.frontmatter
  if (!fm?.title) return null
  const anchor = releaseAnchor(fm.version ?? fm.title)
  return (
    <article className={styles.releaseNote} aria-labelledby={anchor}>
      <header className={styles.releaseNoteHeader}>
        <h2 id={anchor}>{fm.title}</h2>
        {fm.date && <time dateTime={fm.isoDate ?? undefined}>{fm.date}</time>}
      </header>
      {fm.summary && (
        <p className={styles.releaseNoteSummary}>
          <InlineText text={fm.summary} />
        </p>
      )}
      <NoteList title="Highlights" items={fm.highlights} />
      <NoteList title="Fixes" items={fm.fixes} />
      <NoteList title="Upgrading" items={fm.upgrade} />
    </article>
  )
}

/** "What's New": the platform's release notes from content/news, newest first (docs/decisions.md, "What's New"). */
export const Head = () => (
  <Seo title="What's New" description="Release notes of the Tachyon platform, newest first." path="/news/" />
)

/** The releases to jump to, newest first: the page is long (one note after another). */
function ReleaseIndex({ notes }: { notes: readonly Note[] }) {
  const releases = notes.flatMap((note) =>
    note.frontmatter?.title ? [{ ...note.frontmatter, title: note.frontmatter.title, id: note.id }] : [],
  )
  if (releases.length < 2) return null
  return (
    <nav className={styles.releaseIndex} aria-labelledby="release-index-title">
      <p id="release-index-title" className={styles.releaseIndexTitle}>
        Jump to a release
      </p>
      <ol>
        {releases.map((release) => (
          <li key={release.id}>
            <a href={`#${releaseAnchor(release.version ?? release.title)}`}>{release.version ?? release.title}</a>
            {release.isoDate && <time dateTime={release.isoDate}>{release.isoDate}</time>}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export default function NewsPage({ data }: PageProps<Queries.NewsPageQuery>) {
  return (
    <main className={`${pageNarrow.pageNarrow} ${styles.news}`}>
      <h1>What's New</h1>
      <p className={headings.sectionLead}>Release notes of Tachyon Server and its tools, newest first.</p>
      <ReleaseIndex notes={data.allMdx.nodes} />
      <div className={ClassNames.markdown}>
        {data.allMdx.nodes.map((note) => (
          <ReleaseNote key={note.id} note={note} />
        ))}
      </div>
    </main>
  )
}

export const query = graphql`
  query NewsPage {
    allMdx(
      filter: { internal: { contentFilePath: { regex: "/[/\\\\]news[/\\\\]/" } } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        id
        frontmatter {
          ...ReleaseHeading
          highlights
          fixes
          upgrade
        }
      }
    }
  }
`

/** A release's heading fields, as What's New and the home page's latest release show them. */
export const releaseHeading = graphql`
  fragment ReleaseHeading on MdxFrontmatter {
    title
    version
    date(formatString: "D MMMM YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    summary
  }
`
