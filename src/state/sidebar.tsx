import React, { createContext, useContext, useMemo, useState } from "react"

/** Whether the reader has hidden the docs sidebar ("Collapse sidebar"); kept across pages. */
interface SidebarState {
  hidden: boolean
  setHidden: (hidden: boolean) => void
}

const SidebarContext = createContext<SidebarState>({ hidden: false, setHidden: () => undefined })

export function SidebarProvider({ children }: { children: React.ReactNode }) {
  const [hidden, setHidden] = useState(false)
  const value = useMemo(() => ({ hidden, setHidden }), [hidden])
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

export const useSidebarState = (): SidebarState => useContext(SidebarContext)
