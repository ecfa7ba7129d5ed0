/** Starts nginx on `publicDir` with the build's rules (serve-prod.mjs). */
export function startNginx(
  publicDir: string,
  options: { port: number; host?: string },
): Promise<{ url: string; accessLog: string; stop: () => Promise<void> }>
/** Why nginx cannot serve `publicDir`, or null. */
export function servingProblem(publicDir: string): string | null
