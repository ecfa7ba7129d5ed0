import { serveChild } from "./child-work"
import { makeTwins, type TwinsInput } from "./twins"

// The Markdown twins' process (twins.ts starts it at onPreBuild).
if (require.main === module) serveChild(({ docs, stored }: TwinsInput) => makeTwins(docs, stored))
