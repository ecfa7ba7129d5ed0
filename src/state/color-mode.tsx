import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import useDarkMode from "use-dark-mode"
import { COLOR_MODE_STORAGE_KEY, isColorMode, resolveColorMode, type ColorMode } from "../lib/color-mode"
import { siteSettings } from "../site-settings"
import { localStore } from "./storage"
import { providedContext } from "./provided-context"

/**
 * The site stores "dark" or "light" under `theme` (docs/decisions.md, "Colour mode and the system preference"); use-dark-mode would keep a JSON boolean
 * under its own key. So its own persistence is off (storageKey: null): the initial value is
 * read here, and each change is written back through the storage helper, which never throws
 * (a browser that refuses storage keeps the choice for the visit).
 */
function initialIsDark(): boolean {
  const prefersDark =
    typeof window !== "undefined" && window.matchMedia
      ? window.matchMedia("(prefers-color-scheme: dark)").matches
      : null
  return resolveColorMode(localStore.getItem(COLOR_MODE_STORAGE_KEY), prefersDark, siteSettings.colorMode) === "dark"
}

const applyMode = (isDark?: boolean) => {
  if (typeof document !== "undefined") document.documentElement.setAttribute("data-theme", isDark ? "dark" : "light")
}

interface ColorModeState {
  mode: ColorMode
  toggle: () => void
}

const [ColorModeContext, useColorModeContext] = providedContext<ColorModeState>("ColorModeProvider", "src/wrap.tsx")

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [initial] = useState(initialIsDark)
  const darkMode = useDarkMode(initial, { storageKey: null as unknown as string, onChange: applyMode })
  // use-dark-mode starts from, and follows, the system's prefers-color-scheme whenever the browser
  // has matchMedia (its `global` option is lost in the webpack build). Unless the site respects
  // the system preference and the reader has not chosen, the mode is held at `expected`; the
  // correction is a state update during render, so the wrong mode is never committed or painted.
  const expected = useRef(initial)
  const [choseBeforeVisit] = useState(() => isColorMode(localStore.getItem(COLOR_MODE_STORAGE_KEY)))
  const readerChose = useRef(choseBeforeVisit)
  const holdMode = !siteSettings.colorMode.respectPrefersColorScheme || readerChose.current
  if (holdMode && darkMode.value !== expected.current) (expected.current ? darkMode.enable : darkMode.disable)()
  const toggle = useCallback(() => {
    const nextDark = !darkMode.value
    expected.current = nextDark
    readerChose.current = true
    localStore.setItem(COLOR_MODE_STORAGE_KEY, nextDark ? "dark" : "light")
    darkMode.toggle()
  }, [darkMode])
  // The server renders the default mode; the first client render must match it (hydration),
  // then the real mode (already on <html> from the inline script) takes over.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const mode: ColorMode = hydrated ? (darkMode.value ? "dark" : "light") : siteSettings.colorMode.defaultMode
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export const useColorMode = (): ColorModeState => useColorModeContext()
