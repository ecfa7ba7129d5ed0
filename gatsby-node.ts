// Glue only: each Gatsby API delegates to one module under src/node (DESIGN.md).
export { onPreInit } from "./src/node/gatsby-fence"
export { createSchemaCustomization, sourceNodes } from "./src/node/schema"
export { onCreateNode } from "./src/node/doc-nodes"
export { createPages } from "./src/node/pages"
export { onPostBuild } from "./src/node/post-build"
export { onPostBootstrap } from "./src/node/content-check"
export { onCreateDevServer } from "./src/node/dev-search"
export { onCreateWebpackConfig } from "./src/node/webpack-config"
