import { serveChild } from "./child-work"
import { searchIndexPass } from "./built-pages"

// The search index's process (built-pages.ts starts it at onPostBuild).
if (require.main === module) serveChild(searchIndexPass)
