/** Draft docs are built by `gatsby develop` and left out of production builds. */
export const includeDrafts = (): boolean => process.env.NODE_ENV !== "production"
