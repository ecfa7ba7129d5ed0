// ESLint (flat config): TypeScript and React hooks rules over the site's code and its tests.
// Formatting is Prettier's (eslint-config-prettier turns off the rules it owns).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import prettier from "eslint-config-prettier"
import globals from "globals"
import { builtinModules } from "node:module"

/**
 * The rooms of src/ and the doors between them: who may import whom. An arrow runs one way only.
 *   lib          pure TypeScript: imports only lib (and the site's settings, plain data)
 *   state        what the reader's browser keeps (React state, Web Storage, the connection): lib
 *   hooks        React hooks of the components: lib, state
 *   components, templates, pages   React: lib, state, hooks, components (never Gatsby's private code or the build)
 *   node         the build (gatsby-node, gatsby-config): lib, node, and gatsby's build side
 *   gatsby       Gatsby's private code, all of it (its README is the upgrade checklist). Only the
 *                gatsby-* entry files and node come in. Its browser side (gatsby/browser) imports
 *                lib and state (it fills state's slots); the rest, the build side, imports lib and
 *                one module of node (content-paths, where the pages are), never the browser side.
 */
/**
 * Relative imports that climb into one of these rooms (`../../state/storage`). A "./" import stays in
 * its folder, so in its room; a package such as prismjs/components/ is no room.
 */
const room = (...names) => `^(\\.\\./)+(src/)?(${names.join("|")})(/|$)`
const doors = (message, group) => ({ group, message })
const door = (message, ...regexes) => ({
  regex: regexes.length === 1 ? regexes[0] : regexes.map((r) => `(${r})`).join("|"),
  message,
})
const noImports = (...patterns) => ["error", { patterns }]

/** What src/lib may not use: the browser's, Node's, React's or Gatsby's world (ES itself only). */
const NOT_PURE_IMPORTS = [
  doors("src/lib is pure: no Node built-ins (inject what it needs, or put it in src/node).", [
    "node:*",
    ...builtinModules.filter((name) => !name.startsWith("_")).flatMap((name) => [name, `${name}/*`]),
  ]),
  doors("src/lib is pure: no React or Gatsby (that is components, state, hooks, the glue or src/node).", [
    "react",
    "react/*",
    "react-dom",
    "react-dom/*",
    "@mdx-js/react",
    "gatsby",
    "gatsby/*",
    "gatsby-*",
  ]),
]
/**
 * The browser's and Node's globals that ES does not have: src/lib is given them as parameters.
 * Except four value types that compute and touch nothing, the same in every runtime (WHATWG URL and
 * Encoding, which the browser, Node and Jest all have): parsing an address or counting UTF-8 bytes
 * through a parameter would only hide what the code does.
 */
const PURE_PLATFORM_TYPES = ["URL", "URLSearchParams", "TextEncoder", "TextDecoder"]
const esGlobals = new Set([...Object.keys(globals.es2025), ...PURE_PLATFORM_TYPES])
const NOT_PURE_GLOBALS = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])]
  .filter((name) => !esGlobals.has(name))
  .sort()

export default tseslint.config(
  {
    ignores: ["public/**", ".cache/**", "node_modules/**", "tests/.artifacts/**", "src/gatsby-types.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/lib/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // src/lib stays pure: ES only, so each module runs in the browser, in Node and in the tests alike.
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/**/*.test.ts"],
    languageOptions: {
      globals: { ...globals.es2025, ...Object.fromEntries(PURE_PLATFORM_TYPES.map((name) => [name, "readonly"])) },
    },
    rules: {
      "no-restricted-globals": [
        "error",
        ...NOT_PURE_GLOBALS.map((name) => ({
          name,
          message: "src/lib is pure: no browser or Node globals (take it as a parameter, or move the code out).",
        })),
      ],
      "no-restricted-imports": noImports(
        ...NOT_PURE_IMPORTS,
        door(
          "src/lib imports only src/lib.",
          room("state", "hooks", "components", "templates", "pages", "gatsby", "node"),
        ),
      ),
    },
  },
  {
    // Tests beside lib modules may use Node (fixtures on disk, hashes), and still only lib.
    files: ["src/lib/**/*.test.ts"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "no-restricted-imports": noImports(
        door(
          "src/lib imports only src/lib.",
          room("state", "hooks", "components", "templates", "pages", "gatsby", "node"),
        ),
      ),
    },
  },
  {
    files: ["src/state/**"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "src/state imports only lib and state: the glue and components come to it.",
          room("hooks", "components", "templates", "pages", "gatsby", "node"),
        ),
      ),
    },
  },
  {
    files: ["src/hooks/**"],
    rules: {
      "no-restricted-imports": noImports(
        door("src/hooks import lib, state and hooks only.", room("components", "templates", "pages", "gatsby", "node")),
      ),
    },
  },
  {
    files: ["src/components/**", "src/templates/**", "src/pages/**"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "Components talk to state, hooks and lib, never to Gatsby's private code or the build.",
          room("gatsby", "node"),
        ),
      ),
    },
  },
  {
    // The site's own modules at the root of src/ (settings, inline scripts, providers).
    files: ["src/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "Only the gatsby-* entry files and src/node import Gatsby's private code; src/ itself is not the build.",
          "^\\./(gatsby|node)(/|$)",
        ),
      ),
    },
  },
  {
    files: ["src/gatsby/browser/**"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "Gatsby's browser side imports lib and state (it fills state's slots), never components or the build.",
          room("hooks", "components", "templates", "pages", "node"),
        ),
      ),
    },
  },
  {
    files: ["src/gatsby/**"],
    ignores: ["src/gatsby/browser/**"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "Gatsby's build side imports lib and, of src/node, only content-paths; never the browser side or React's rooms.",
          room("state", "hooks", "components", "templates", "pages"),
          "^(\\.\\./)+(src/)?node/(?!content-paths$)",
          "^(\\./|\\.\\./)browser(/|$)",
        ),
      ),
    },
  },
  {
    files: ["src/node/**"],
    rules: {
      "no-restricted-imports": noImports(
        door(
          "src/node (the build) imports lib, node and Gatsby's build side, never the browser side.",
          room("state", "hooks", "components", "templates", "pages"),
          "^(\\.\\./)+(src/)?gatsby/browser(/|$)",
        ),
      ),
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts that drive Chromium: the functions they pass to page.evaluate run in the page.
    files: [
      "tests/screenshot.mjs",
      "tests/bench/search-latency.mjs",
      "tests/bench/page-tools-latency.mjs",
      "tests/bench/compare-styles.mjs",
      "tests/browser/**",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright Test fixtures: `async ({}, use) => ...` is its documented form (it reads the
    // destructured names to know a fixture's dependencies) and its `use` is no React hook.
    files: ["tests/browser/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.cjs", "jest.config.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a signature must have).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  prettier,
)
