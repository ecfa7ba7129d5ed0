import path from "node:path"
import { NO_PARTYTOWN_INJECTOR, replacePartytownInjector } from "./partytown-injector"

const pluginDir = "/site/node_modules/gatsby/dist/internal-plugins/partytown"

test("the Partytown plugin's require of its injector gets the stand-in", () => {
  const resource = { request: "./utils/inject-partytown-snippet", context: pluginDir }
  replacePartytownInjector(resource)
  expect(resource.request).toBe(path.resolve(NO_PARTYTOWN_INJECTOR))
})

test("a module of the same name elsewhere keeps its own", () => {
  const resource = { request: "./utils/inject-partytown-snippet", context: "/site/src/utils" }
  replacePartytownInjector(resource)
  expect(resource.request).toBe("./utils/inject-partytown-snippet")
})

test("the stand-in says why if a build ever calls it", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const standIn = require(path.resolve(NO_PARTYTOWN_INJECTOR)) as { injectPartytownSnippet: () => void }
  expect(() => standIn.injectPartytownSnippet()).toThrow(/develop only/)
})
