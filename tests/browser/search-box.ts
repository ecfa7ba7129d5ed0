import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

// The navbar's search box as a reader uses it, shared by the search specs.

/** Clicks into the box and types `text`; returns the box. */
export async function typeInSearch(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Search" })
  await box.click()
  await box.fill(text)
  return box
}

/** The suggestions once they answer `query` (the box shows the last answer while the next loads). */
export async function suggestionsFor(page: Page, query: string) {
  const list = page.getByRole("listbox", { name: "Search suggestions" })
  await expect(list).toHaveAttribute("data-query", query)
  return list.getByRole("option")
}
