/**
 * `navigator.platform` of Apple devices, where the search shortcut is ⌘K rather than Ctrl+K
 * (site-spec §2); iPadOS reports "MacIntel". The server cannot know the platform, so no component
 * renders it: the inline head script (noFlashScript) marks <html data-platform="apple"> and CSS
 * shows the matching hint. Server HTML and first client render stay identical (#12).
 */
export const APPLE_PLATFORM = /Mac|iPhone|iPad|iPod/
