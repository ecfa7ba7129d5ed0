import React, { useMemo, useState } from "react"
import { providedContext } from "./provided-context"

/** Whether the reader has hidden the docs sidebar ("Collapse sidebar"); kept across pages. */
interface SidebarState {
  hidden: boolean
  setHidden: (hidden: boolean) => void
}

const [SidebarContext, useSidebarContext] = providedContext<SidebarState>("SidebarProvider", "src/wrap.tsx")

export function SidebarProvider({ children }: { children: React.ReactNode }) {
  const [hidden, setHidden] = useState(false)
  const value = useMemo(() => ({ hidden, setHidden }), [hidden])
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

export const useSidebarState = (): SidebarState => useSidebarContext()
