// CSS Modules as Gatsby 5 builds them: named exports (`import * as styles from "./X.module.css"`),
// one per class, named in camelCase from the sheet's dashed names (`.sidebar-link` is `styles.sidebarLink`).
declare module "*.module.css" {
  const classes: { readonly [name: string]: string }
  export = classes
}
