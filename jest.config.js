/** Jest: unit tests for the pure modules (src/lib, src/node), compiled by ts-jest. */
const tsJest = ["ts-jest", { tsconfig: { jsx: "react-jsx", module: "commonjs", moduleResolution: "node", esModuleInterop: true, isolatedModules: true } }]
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/src"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
      moduleNameMapper: { "\\.css$": "<rootDir>/tests/style-stub.js" },
    },
  ],
}
