import React, { useCallback, useEffect, useMemo, useState } from "react"
import { siteSettings } from "../site-settings"
import { ANNOUNCEMENT_STORAGE_KEY } from "../lib/announcement"
import { localStore } from "./storage"
import { providedContext } from "./provided-context"

interface AnnouncementState {
  dismissed: boolean
  dismiss: () => void
}

const [AnnouncementContext, useAnnouncementContext] = providedContext<AnnouncementState>(
  "AnnouncementBarProvider",
  "src/wrap.tsx",
)

export function AnnouncementBarProvider({ children }: { children: React.ReactNode }) {
  const id = siteSettings.announcementBar?.id ?? null
  // Server render and first client render agree (not dismissed); CSS hides a dismissed bar until then.
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (id !== null && localStore.getItem(ANNOUNCEMENT_STORAGE_KEY) === id) setDismissed(true)
  }, [id])
  const dismiss = useCallback(() => {
    setDismissed(true)
    if (id !== null) localStore.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
    document.documentElement.setAttribute("data-announcement-dismissed", "true")
  }, [id])
  const value = useMemo(() => ({ dismissed, dismiss }), [dismissed, dismiss])
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>
}

export const useAnnouncementBar = (): AnnouncementState => useAnnouncementContext()
