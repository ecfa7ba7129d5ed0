/**
 * How far to scroll a list so that an item shows (the sidebar reveals the current page in a
 * long section). Offsets are the item's top and bottom relative to the list's content. An item that
 * already shows leaves the list where it is; one out of view is brought to a third of the way down,
 * so the pages before it show too (its siblings, its category).
 */
export function revealScrollTop(
  item: { top: number; bottom: number },
  list: { scrollTop: number; height: number },
): number {
  const visible = item.top >= list.scrollTop && item.bottom <= list.scrollTop + list.height
  if (visible) return list.scrollTop
  return Math.max(0, Math.round(item.top - list.height / 3))
}
