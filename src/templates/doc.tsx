import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { buildToc } from "../lib/toc/headings"
import { DocsLayout } from "../components/doc/DocsLayout"
import { Seo } from "../components/seo/Seo"
import { pageComponents } from "../components/mdx-components"
import { ReferenceDataProvider, type ReferenceData } from "../components/reference/ReferenceData"
import { ClassNames } from "../lib/class-names"
import { twinPath } from "../lib/twins/twin-path"

/** A doc page: the MDX content (children, compiled by gatsby-plugin-mdx) inside the docs layout. */
export default function DocTemplate({
  data,
  children,
  location,
}: PageProps<Queries.DocPageQuery | Queries.SectionOverviewPageQuery>) {
  const doc = data.doc
  if (!doc) return null
  return (
    <DocsLayout path={doc.path} title={doc.title} toc={buildToc(doc.headings)} search={location.search} meta={doc}>
      <div className={ClassNames.markdown}>
        <ReferenceDataProvider value={doc.reference as unknown as ReferenceData}>
          <MDXProvider components={pageComponents}>{children}</MDXProvider>
        </ReferenceDataProvider>
      </div>
    </DocsLayout>
  )
}

/** The page's static head (Gatsby's Head API; src/components/seo/Seo.tsx says why not react-helmet). */
export function Head({ data }: HeadProps<Queries.DocPageQuery | Queries.SectionOverviewPageQuery>) {
  const doc = data.doc
  if (!doc) return null
  return (
    <Seo title={doc.title} description={doc.description} path={doc.path} keywords={doc.keywords}>
      <link rel="alternate" type="text/markdown" href={twinPath(doc.path)} />
    </Seo>
  )
}

export const query = graphql`
  fragment DocPageFields on Doc {
    title
    description
    keywords
    path
    repositoryPath
    lastUpdated(formatString: "D MMMM YYYY")
    lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
    lastUpdatedBy
    headings {
      depth
      value
      id
    }
    reference {
      ...DocReferenceFields
    }
  }
  fragment DocReferenceFields on DocReferenceData {
    restTables
    fixTags {
      tag
      name
      type
      custom
      use
      meaning
      values {
        value
        name
        meaning
      }
    }
    configKeys {
      key
      for
      typeText
      defaultText
      meaning
    }
    glossary
    rejectCodes {
      code
      name
      title
      appliesTo
      raisedBy
      httpStatus
      limitKey
      transient
      meaning
      cause
      fix
    }
    cliTools {
      tool
      options {
        name
        argument
        default
        command
        meaning
      }
      exitCodes {
        code
        meaning
      }
      commands {
        command
        roles
        group
        meaning
      }
    }
    metrics {
      name
      type
      labels
      meaning
    }
    counters {
      name
      kind
      meaning
      metric
    }
  }
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`
