import { timeFeature } from "./build-profile"
import { serveChild } from "./child-work"
import { makeSearchIndex, type SearchIndexInput } from "./search-index"

// The search index's process (post-build.ts starts it at onPostBuild).
if (require.main === module)
  serveChild(({ publicDir, docs }: SearchIndexInput) =>
    timeFeature("search index", () => makeSearchIndex(publicDir, docs)),
  )
