import { serveChild } from "./child-work"
import { contentCheckInChild } from "./content-check"

// The content check's process (content-check.ts starts it at onPostBootstrap).
if (require.main === module) serveChild(contentCheckInChild)
