import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { CODE_WRAP_ATTRIBUTE, CODE_WRAP_STORAGE_KEY, isCodeWrap, type CodeWrap } from "../lib/code/wrap"
import { localStore } from "./storage"

/**
 * The reader's soft-wrap choice for code blocks (src/lib/code/wrap.ts). null on the server and in
 * the first client render (hydration agrees); read from storage after mount. CSS wraps from the
 * attribute on <html>, which the inline script set before the first paint, so only the buttons'
 * pressed state waits for this.
 */
interface CodeWrapState {
  choice: CodeWrap | null
  choose: (choice: CodeWrap) => void
}

const CodeWrapContext = createContext<CodeWrapState>({ choice: null, choose: () => undefined })

export function CodeWrapProvider({ children }: { children: React.ReactNode }) {
  const [choice, setChoice] = useState<CodeWrap | null>(null)
  useEffect(() => {
    const stored = localStore.getItem(CODE_WRAP_STORAGE_KEY)
    if (isCodeWrap(stored)) setChoice(stored)
  }, [])
  const choose = useCallback((next: CodeWrap) => {
    setChoice(next)
    localStore.setItem(CODE_WRAP_STORAGE_KEY, next)
    document.documentElement.setAttribute(CODE_WRAP_ATTRIBUTE, next)
  }, [])
  const value = useMemo(() => ({ choice, choose }), [choice, choose])
  return <CodeWrapContext.Provider value={value}>{children}</CodeWrapContext.Provider>
}

export const useCodeWrap = (): CodeWrapState => useContext(CodeWrapContext)
