// A CSS module under Jest (moduleNameMapper in jest.config.js): each class is its own local name in
// dashes (`styles.sidebarLink` is "sidebar-link"), so unit tests read the names the sheets use.
// `__esModule` is true so that `import * as styles` reads the proxy itself. A few lines instead of the identity-obj-proxy package, which returns the camelCase key unchanged.
const dashed = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : dashed(String(key))) })
