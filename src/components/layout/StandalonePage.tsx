import React from "react"
import { MDXProvider } from "@mdx-js/react"
import { Seo } from "../seo/Seo"
import * as pageNarrow from "../../styles/page-narrow.module.css"
import * as headings from "../../styles/page-heading.module.css"
import { pageComponents } from "../mdx-components"
import { ClassNames } from "../../lib/class-names"

interface Props {
  children: React.ReactNode
  pageContext?: { frontmatter?: { title?: string; description?: string } }
  location?: { pathname: string }
}

/** The layout of a standalone MDX page under src/pages (the MDX file exports it as its default). */
/** Its head: an MDX page exports it as `Head` (`export { StandaloneHead as Head } from ...`). */
export function StandaloneHead({ pageContext, location }: Omit<Props, "children">) {
  return (
    <Seo
      title={pageContext?.frontmatter?.title}
      description={pageContext?.frontmatter?.description}
      path={location?.pathname ?? "/"}
    />
  )
}

export function StandalonePage({ children, pageContext }: Props) {
  const title = pageContext?.frontmatter?.title
  return (
    <main className={pageNarrow.pageNarrow}>
      {title && <h1 className={headings.docTitle}>{title}</h1>}
      <div className={ClassNames.markdown}>
        <MDXProvider components={pageComponents}>{children}</MDXProvider>
      </div>
    </main>
  )
}
