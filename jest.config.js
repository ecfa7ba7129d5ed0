const { readdirSync, readFileSync } = require("node:fs")
const path = require("node:path")

/**
 * Jest projects: `unit` for the modules of src/ (tests beside them); `content` for the page
 * standard, one test per page of content/docs (tests/content, no build needed); `build` for what
 * the builds of `npm test` printed and wrote (tests/build: tests/run-all.mjs runs the builds first).
 * The browser tests run on Playwright Test (playwright.config.ts).
 */
const tsJest = [
  "ts-jest",
  {
    tsconfig: {
      jsx: "react",
      module: "commonjs",
      moduleResolution: "node",
      esModuleInterop: true,
      isolatedModules: true,
      allowJs: true,
    },
  },
]

/**
 * Packages published only as ES modules (the micromark/mdast family behind the markdown parser,
 * java-parser and chevrotain). Jest runs tests as CommonJS and does not transform node_modules,
 * so these are compiled to CommonJS like the sources. Read from node_modules, not listed by hand,
 * so a new ESM-only dependency needs no edit here.
 */
function esmOnlyPackages(dir = path.join(__dirname, "node_modules"), scope = "") {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return []
    const full = path.join(dir, name)
    if (name.startsWith("@")) return esmOnlyPackages(full, `${name}/`)
    let esm = false
    try {
      esm = JSON.parse(readFileSync(path.join(full, "package.json"), "utf8")).type === "module"
    } catch {
      return []
    }
    // Nested copies (node_modules/a/node_modules/b) have a version of their own.
    let nested = []
    try {
      nested = esmOnlyPackages(path.join(full, "node_modules"))
    } catch {
      // no nested node_modules
    }
    return esm ? [`${scope}${name}`, ...nested] : nested
  })
}
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const transformIgnorePatterns = [`/node_modules/(?!(${[...new Set(esmOnlyPackages())].map(escapeRegExp).join("|")})/)`]

module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/src"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.(tsx?|m?js)$": tsJest },
      transformIgnorePatterns,
      // chevrotain and its @chevrotain packages (behind java-parser) export an "import"
      // condition only, which Jest's CommonJS resolver does not read.
      moduleNameMapper: {
        "^(chevrotain|@chevrotain/[a-z-]+)$": "<rootDir>/node_modules/$1/lib/src/api.js",
        // The components' style sheets (CSS Modules): class names only, see tests/support/css-module.js.
        "\\.module\\.css$": "<rootDir>/tests/support/css-module.js",
      },
    },
    {
      displayName: "content",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/content"],
      testMatch: ["**/*.test.ts"],
      // The pages are read with the site's own parser (src/lib/markdown), ESM-only too.
      transform: { "^.+\\.(tsx?|m?js)$": tsJest },
      transformIgnorePatterns,
    },
    {
      displayName: "build",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/build"],
      testMatch: ["**/*.test.ts"],
      // The build tests read the output with the site's own parser (src/lib/markdown), ESM-only too.
      transform: { "^.+\\.(tsx?|m?js)$": tsJest },
      transformIgnorePatterns,
    },
  ],
}
