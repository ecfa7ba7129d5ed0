// Types of compile-gatsby-files.cjs (plain CommonJS: it runs before the site's TypeScript is compiled).
export declare const COMPILED_DIR: string
export declare function bundleForNode(options: {
  siteRoot: string
  entryPoints: string[]
  outdir: string
  development?: boolean
}): Promise<void>
export declare function compileGatsbyFilesWithEsbuild(
  siteRoot: string,
  options?: { development?: boolean },
): Promise<string[]>
export declare function compileGatsbyFiles(
  siteRoot: string,
  reporter: { panic: (message: string) => never },
): Promise<void>
