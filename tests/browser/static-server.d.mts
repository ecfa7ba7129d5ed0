import type { Server } from "node:http"

/** Serves `root` as a plain static host would (static-server.mjs); port 0 picks a free port. */
export function startStaticServer(root: string, port?: number): Promise<{ server: Server; url: string }>
