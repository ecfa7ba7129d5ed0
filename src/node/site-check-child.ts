import { serveChild } from "./child-work"
import { siteCheckPass } from "./built-pages"

// The link check's and serving scan's process (built-pages.ts starts it at onPostBuild).
if (require.main === module) serveChild(siteCheckPass)
