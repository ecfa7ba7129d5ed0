import { createContext, useContext, type Context } from "react"

/**
 * A React context with no value outside its provider: its hook throws, naming the provider, where a
 * default would hand the component a state that does nothing (a toggle that toggles nothing), as
 * Docusaurus's ReactContextError does. `providedBy` names the module that puts the provider in
 * place (src/wrap.tsx for the site's state).
 */
export function providedContext<T>(provider: string, providedBy: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null)
  const useProvided = (): T => {
    const value = useContext(context)
    if (value === null) throw new Error(`${provider} is not above this component: it must be (${providedBy}).`)
    return value
  }
  return [context, useProvided]
}
