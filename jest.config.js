/**
 * Jest projects: `unit` for the pure modules (src/lib, src/node), `browser` for the tests that
 * drive Debian's Chromium against built sites (tests/run-browser.mjs serves them first).
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
    },
  },
]
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/src"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
    },
    {
      displayName: "browser",
      testEnvironment: "node",
      roots: ["<rootDir>/tests/browser"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
    },
  ],
}
