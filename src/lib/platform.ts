/**
 * `navigator.platform` of Apple devices, where the search shortcut is ⌘K rather than Ctrl+K
 * (docs/contract.md, "The search box"); iPadOS reports "MacIntel". The server cannot know the platform, so no component
 * renders it: the inline head script (noFlashScript) marks <html data-platform="apple"> and CSS
 * shows the matching hint. Server HTML and first client render stay identical (no hydration error).
 */
export const APPLE_PLATFORM = /Mac|iPhone|iPad|iPod/
