import "./src/styles/tokens.css"
import "./src/styles/global.css"
import "./src/styles/layout.css"
import "./src/styles/docs.css"
import "./src/styles/markdown.css"
import "./src/styles/prism.css"

export { wrapPageElement, wrapRootElement } from "./src/wrap"
