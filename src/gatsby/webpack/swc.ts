/**
 * SWC options that do what babel-preset-gatsby does for this site's own code: strip
 * TypeScript, compile JSX with the classic runtime (Gatsby's default, `React.createElement`;
 * every component imports React) and lower syntax to the stage's targets. Modules stay ES
 * modules so webpack can tree-shake them.
 */
export type SwcTarget = { browsers: string[] } | { node: string }

export interface SwcLoaderOptions {
  jsc: {
    parser: { syntax: "typescript"; tsx: boolean } | { syntax: "ecmascript"; jsx: boolean }
    transform: {
      react: { runtime: "classic"; pragma: string; pragmaFrag: string; development: boolean; refresh: boolean }
    }
    loose: boolean
  }
  env: { targets: string[] | { node: string } }
  module: { type: "es6" }
  isModule: "unknown"
}

/** The parser a file needs, from its name: `.ts` must not parse `<T>x` casts as JSX. */
export function swcParserFor(fileName: string): SwcLoaderOptions["jsc"]["parser"] {
  if (/\.tsx$/.test(fileName)) return { syntax: "typescript", tsx: true }
  if (/\.(ts|mts|cts)$/.test(fileName)) return { syntax: "typescript", tsx: false }
  return { syntax: "ecmascript", jsx: true }
}

/**
 * `develop`: the development JSX transform and React Fast Refresh's registrations (what
 * react-refresh/babel adds in Gatsby's Babel config; the ReactRefreshWebpackPlugin Gatsby adds
 * supplies the runtime and the module boundaries).
 */
export function swcOptions(fileName: string, target: SwcTarget, develop = false): SwcLoaderOptions {
  return {
    jsc: {
      parser: swcParserFor(fileName),
      transform: {
        react: {
          runtime: "classic",
          pragma: "React.createElement",
          pragmaFrag: "React.Fragment",
          development: develop,
          refresh: develop,
        },
      },
      loose: false,
    },
    env: { targets: "browsers" in target ? target.browsers : { node: target.node } },
    module: { type: "es6" },
    // MDX output and Gatsby's runtime are ES modules; a few dependencies are CommonJS.
    isModule: "unknown",
  }
}
