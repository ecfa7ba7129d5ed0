// github-slugger 1.x (CommonJS, the line gatsby-remark-autolink-headers uses) ships no types.
declare module "github-slugger" {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string
    reset(): void
  }
}
