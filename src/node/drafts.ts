/** Draft docs are built by `gatsby develop` and left out of production builds (issue 2, item 4). */
export const includeDrafts = (): boolean => process.env.NODE_ENV !== "production"
