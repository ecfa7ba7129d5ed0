import React, { useCallback, useMemo, useState } from "react"
import { tabStorageKey } from "../lib/tabs"
import { localStore } from "./storage"
import { providedContext } from "./provided-context"

/**
 * The reader's choice per tab group (`groupId`) for this visit, shared by every <Tabs> of the group
 * on every page. Empty on the server and in the first client render; each group's Tabs fills
 * it after mount from the address or storage (Tabs.tsx), so hydration never differs.
 */
interface TabChoices {
  choices: Readonly<Record<string, string>>
  /** The reader picked `value`: kept for the visit and in storage (if the browser allows it). */
  choose: (groupId: string, value: string) => void
  /** A value found after mount (address, storage), kept for the visit only. */
  restore: (groupId: string, value: string) => void
}

const [TabsContext, useTabsContext] = providedContext<TabChoices>("TabsProvider", "src/wrap.tsx")

export function TabsProvider({ children }: { children: React.ReactNode }) {
  const [choices, setChoices] = useState<Record<string, string>>({})
  const restore = useCallback(
    (groupId: string, value: string) =>
      setChoices((current) => (current[groupId] === value ? current : { ...current, [groupId]: value })),
    [],
  )
  const choose = useCallback(
    (groupId: string, value: string) => {
      restore(groupId, value)
      localStore.setItem(tabStorageKey(groupId), value)
    },
    [restore],
  )
  const value = useMemo(() => ({ choices, choose, restore }), [choices, choose, restore])
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>
}

export const useTabChoices = (): TabChoices => useTabsContext()
