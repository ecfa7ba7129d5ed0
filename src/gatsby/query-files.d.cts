// Types of query-files.cjs (plain CommonJS: the patched Gatsby requires it as it is).
export declare function importsGatsbyValue(text: string): boolean
export declare function queryFiles(files: readonly string[], componentPaths: Iterable<string>): string[]
