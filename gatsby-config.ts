import type { GatsbyConfig } from "gatsby"
import remarkMdxLinks from "./src/node/remark-mdx-links"
import remarkDiagrams from "./src/node/remark-diagrams"
import remarkCodeBlocks from "./src/node/remark-code-blocks"
import { CONTENT_ROOT } from "./src/node/content-paths"
import { sitemapOptions } from "./src/node/sitemap"
import { siteSettings } from "./src/site-settings"
import { ClassNames } from "./src/lib/class-names"
import { ANCHORED_HEADING_DEPTHS } from "./src/lib/toc/headings"

// remark-gfm 3 (the MDX 2 line) is ESM-only; Node 20.19+ loads it through require(). Gatsby
// compiles this file to CommonJS, where an `import` of it would not load.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const remarkGfmModule = require("remark-gfm")
const remarkGfm = remarkGfmModule.default ?? remarkGfmModule

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteSettings.title,
    description: siteSettings.tagline,
    siteUrl: siteSettings.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${CONTENT_ROOT}/docs` } },
    { resolve: "gatsby-source-filesystem", options: { name: "news", path: `${CONTENT_ROOT}/news` } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/src/pages` } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: { remarkPlugins: [remarkGfm, remarkMdxLinks, remarkDiagrams, remarkCodeBlocks] },
        gatsbyRemarkPlugins: [
          {
            resolve: "gatsby-remark-autolink-headers",
            options: {
              isIconAfterHeader: true,
              className: ClassNames.headingAnchor,
              icon: "#",
              elements: ANCHORED_HEADING_DEPTHS.map((depth) => `h${depth}`),
            },
          },
        ],
      },
    },
  ],
}

export default config
