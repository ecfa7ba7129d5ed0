import { serveChild } from "./child-work"
import { drawAhead } from "./diagrams"

// The diagrams' process (diagrams-ahead.ts starts it at onPreBootstrap).
if (require.main === module) serveChild((files: string[]) => drawAhead(files))
