import React, { createContext, useContext, useEffect, useMemo, useState } from "react"
import useDarkMode from "use-dark-mode"
import { COLOR_MODE_STORAGE_KEY, isColorMode, type ColorMode } from "../lib/color-mode"
import { siteSettings } from "../site-settings"
import { readStorage, writeStorage } from "./storage"

/**
 * use-dark-mode keeps a boolean as JSON under its own key; the spec stores "dark" or "light"
 * under `theme`. This adapter translates, and never throws (a browser that refuses storage
 * keeps the choice for the visit). The virtual key is not `theme`, so use-persisted-state's
 * cross-tab listener never JSON-parses a "dark" it did not write.
 */
const VIRTUAL_KEY = "tachyon.colorMode"
const storageProvider = {
  getItem: () => {
    const stored = readStorage(COLOR_MODE_STORAGE_KEY)
    return isColorMode(stored) ? JSON.stringify(stored === "dark") : null
  },
  setItem: (_key: string, value: string) => writeStorage(COLOR_MODE_STORAGE_KEY, value === "true" ? "dark" : "light"),
} as unknown as WindowLocalStorage

/**
 * use-dark-mode follows the system's prefers-color-scheme whenever the browser has matchMedia.
 * Unless the site respects it (and the reader has not chosen), hand it a global without matchMedia.
 */
function globalFor(): Window | undefined {
  if (typeof window === "undefined") return undefined
  const chosen = isColorMode(readStorage(COLOR_MODE_STORAGE_KEY))
  if (siteSettings.colorMode.respectPrefersColorScheme && !chosen) return window
  return { document: window.document } as unknown as Window
}

const applyMode = (isDark?: boolean) => {
  if (typeof document !== "undefined") document.documentElement.setAttribute("data-theme", isDark ? "dark" : "light")
}

interface ColorModeState {
  mode: ColorMode
  toggle: () => void
}

const ColorModeContext = createContext<ColorModeState>({ mode: siteSettings.colorMode.defaultMode, toggle: () => undefined })

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [global] = useState(globalFor)
  const darkMode = useDarkMode(siteSettings.colorMode.defaultMode === "dark", { storageKey: VIRTUAL_KEY, storageProvider, global, onChange: applyMode })
  // The server renders the default mode; the first client render must match it (hydration),
  // then the real mode (already on <html> from the inline script) takes over.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const mode: ColorMode = hydrated ? (darkMode.value ? "dark" : "light") : siteSettings.colorMode.defaultMode
  const value = useMemo(() => ({ mode, toggle: darkMode.toggle }), [mode, darkMode.toggle])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export const useColorMode = (): ColorModeState => useContext(ColorModeContext)
