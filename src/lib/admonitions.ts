/**
 * The kinds of admonition a page may use (content/README.md, "Admonitions and tabs"), each with the
 * title it shows when the page gives none: the one list the component, the Markdown twins and the
 * page standard read.
 */
export const ADMONITION_TITLES = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
} as const

export type AdmonitionType = keyof typeof ADMONITION_TITLES

export const ADMONITION_TYPES = Object.keys(ADMONITION_TITLES) as readonly AdmonitionType[]

export const isAdmonitionType = (type: string): type is AdmonitionType => Object.hasOwn(ADMONITION_TITLES, type)
