import { graphql } from "gatsby"
import DocTemplate from "./doc"

export { Head } from "./doc"

/**
 * A folder's authored overview (`_index.mdx`), rendered like any doc. It is its own template
 * because Gatsby names page chunks from the component path in kebab case, so
 * `quick-start/_index.mdx` and `quick-start/index.mdx` under one template would share a chunk
 * name and one of them would lose its static query data (a build failure).
 */
export default DocTemplate

export const query = graphql`
  query SectionOverviewPage($id: String!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`
