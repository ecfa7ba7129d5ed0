// Stands in for Gatsby's `$virtual/async-requires` in the renderer `gatsby develop` builds at
// start-up (see shell-only-renderer.ts): that renderer draws only the page shell, so it needs no
// page components. A caller that asks for one anyway (a page with `getServerData` or `config`,
// which this site has none of) gets an error that says why instead of a missing chunk.
exports.components = new Proxy(
  {},
  {
    get: (_, name) =>
      typeof name !== "string"
        ? undefined
        : () =>
            Promise.reject(
              new Error(
                `gatsby develop: the page component "${name}" is not in the development HTML renderer ` +
                  "(src/gatsby/webpack/shell-only-renderer.ts leaves every page out: this site renders no page " +
                  "on the server in develop). A page with getServerData or config needs it back.",
              ),
            ),
  },
)
