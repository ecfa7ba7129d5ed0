// ESLint (flat config): TypeScript and React hooks rules over the site's code and its tests.
// Formatting is Prettier's (eslint-config-prettier turns off the rules it owns).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import prettier from "eslint-config-prettier"
import globals from "globals"

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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts that drive Chromium: the functions they pass to page.evaluate run in the page.
    files: ["tests/screenshot.mjs", "tests/bench/search-latency.mjs", "tests/browser/**"],
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
