// Types of node-compile-cache.cjs (plain CommonJS: the patched compile step requires it as it is).
export declare function enableNodeCompileCache(siteRoot: string, env?: NodeJS.ProcessEnv): string | null
export declare function cacheDir(siteRoot: string): string
