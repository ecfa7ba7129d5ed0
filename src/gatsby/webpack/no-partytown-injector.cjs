// Stands in for Gatsby's Partytown snippet injector in the browser bundle of a build (see
// partytown-injector.ts): Gatsby's Partytown plugin calls it from onInitialClientRender under
// `gatsby develop` only, so a build never runs it, yet it and Partytown's snippet rode in every
// page's first load. A caller that runs it anyway learns why it is missing.
exports.injectPartytownSnippet = () => {
  throw new Error(
    "Partytown's snippet injector is left out of the browser bundle of a build " +
      "(src/gatsby/webpack/partytown-injector.ts): Gatsby runs it under gatsby develop only.",
  )
}
