import type { PageTool } from "./tools"

/**
 * The model context a browser exposes to a page (the WebMCP proposal), in the forms it has taken:
 * `registerTool(tool)` (returning nothing, or a promise in the current draft, on `document`) and,
 * in the first drafts, `provideContext({ tools })` (on `navigator`).
 */
export interface ModelContextLike {
  registerTool?: (tool: PageTool) => unknown
  provideContext?: (context: { tools: PageTool[] }) => unknown
}

/** Where a browser puts the model context: `document` in the current draft, `navigator` before. */
export interface ModelContextHost {
  modelContext?: ModelContextLike
}

/** The browser's model context, if it has one (the draft's place first). */
export function modelContextOf(document: ModelContextHost, navigator: ModelContextHost): ModelContextLike | undefined {
  return document.modelContext ?? navigator.modelContext
}

/** Registers the tools: one by one where it can, else all at once. Resolves with the names registered. */
export async function registerTools(modelContext: ModelContextLike, tools: readonly PageTool[]): Promise<string[]> {
  if (typeof modelContext.registerTool === "function") {
    const registered: string[] = []
    for (const tool of tools) {
      // One refused (a name already taken by another script of the page) leaves the others.
      try {
        await modelContext.registerTool(tool)
        registered.push(tool.name)
      } catch {
        continue
      }
    }
    return registered
  }
  if (typeof modelContext.provideContext === "function") {
    await modelContext.provideContext({ tools: [...tools] })
    return tools.map((tool) => tool.name)
  }
  return []
}
