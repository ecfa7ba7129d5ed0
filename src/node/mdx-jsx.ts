/** The mdast node of a JSX element in MDX (`<CodeBlock language="java" />`), as remark-mdx makes it. */
export interface MdxJsxFlowElement {
  type: "mdxJsxFlowElement"
  name: string
  attributes: { type: "mdxJsxAttribute"; name: string; value: string | null }[]
  children: []
}

/**
 * A JSX element a remark plugin puts in place of a node, so that its data reaches the component as
 * props (no markup to parse back). `true` is a bare attribute; undefined and false leave it out.
 */
export function jsxElement(name: string, props: Record<string, string | boolean | undefined>): MdxJsxFlowElement {
  const attributes = Object.entries(props)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined && entry[1] !== false)
    .map(([key, value]) => ({ type: "mdxJsxAttribute" as const, name: key, value: value === true ? null : value }))
  return { type: "mdxJsxFlowElement", name, attributes, children: [] }
}
