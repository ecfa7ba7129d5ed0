/** The messages of an error and its `cause` chain, outermost first (cycles and depth bounded). */
export function errorChain(error: unknown, maxDepth = 10): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < maxDepth) {
    seen.add(current)
    if (current instanceof Error) {
      messages.push(current.message ? `${current.name}: ${current.message}` : current.name)
      current = (current as Error & { cause?: unknown }).cause
    } else {
      messages.push(String(current))
      current = undefined
    }
  }
  return messages
}
