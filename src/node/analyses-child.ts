import { readFileSync } from "node:fs"
import { serveChild } from "./child-work"
import { analysesInMemory, docAnalysis } from "./doc-analysis"
import { loadReferenceData } from "./reference-data"

// The MDX analyses' process (analyses-ahead.ts starts it at onPreBootstrap).
if (require.main === module)
  serveChild((files: string[]) => {
    const data = loadReferenceData()
    for (const file of files) docAnalysis(readFileSync(file, "utf8"), data)
    return analysesInMemory()
  })
