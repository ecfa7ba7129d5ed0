import { buildSidebar } from "../docs/sidebar"
import { docs } from "../docs/fixtures"
import { memoryIndex } from "../search/fixtures"
import { search } from "../search/query"
import { pageTools, twinPathOf, type PageTool, type PageToolsContext } from "./tools"
import { toolSections } from "./sections"
import { registerTools } from "./register"

const ORIGIN = "https://docs.example.com"

async function tools(location = `${ORIGIN}/docs/algos/twap/#rejects`, files: Record<string, string> = {}) {
  const { index } = await memoryIndex()
  const fetched: string[] = []
  const context: PageToolsContext = {
    location: () => location,
    sections: async () => toolSections(buildSidebar(docs)),
    search: (query, limit) => search(index, query, { limit }),
    fetchText: async (path) => {
      fetched.push(path)
      return path in files ? { status: 200, text: files[path] } : { status: 404, text: "Not found" }
    },
  }
  const byName = Object.fromEntries(pageTools(context).map((tool) => [tool.name, tool]))
  return { byName, fetched }
}

describe("search_documentation", () => {
  it("answers the site's search results: title, absolute URLs, trail and a plain-text excerpt", async () => {
    const { byName } = await tools()
    const answer = (await byName.search_documentation.execute({ query: "display quantity", limit: 2 })) as {
      results: { title: string; url: string; markdownUrl: string; trail: string; excerpt: string }[]
    }
    expect(answer.results.length).toBeGreaterThan(0)
    expect(answer.results.length).toBeLessThanOrEqual(2)
    const first = answer.results[0]
    expect(first.title).toBe("Iceberg orders")
    expect(first.url).toMatch(/^https:\/\/docs\.example\.com\/docs\/algos\/iceberg\/(#[a-z]+)?$/)
    expect(first.markdownUrl).toBe("https://docs.example.com/docs/algos/iceberg/index.md")
    expect(first.trail).toBe("Docs › Execution algorithms")
    expect(first.excerpt).toMatch(/display quantity/i)
    expect(first.excerpt).not.toMatch(/<mark>/)
  })

  it("keeps an address with a space a valid URL", async () => {
    const { byName } = await tools()
    const answer = (await byName.search_documentation.execute({ query: "windows service" })) as {
      results: { url: string; markdownUrl: string }[]
    }
    expect(answer.results[0].url).toBe("https://docs.example.com/docs/kb/windows%20service/")
    expect(answer.results[0].markdownUrl).toBe("https://docs.example.com/docs/kb/windows%20service/index.md")
  })

  it("refuses an empty or overlong query with a sentence", async () => {
    const { byName } = await tools()
    await expect(byName.search_documentation.execute({ query: "  " })).rejects.toThrow(/query: between 1 and 200/)
    await expect(byName.search_documentation.execute({ query: "x".repeat(201) })).rejects.toThrow(/query/)
    await expect(byName.search_documentation.execute(undefined)).rejects.toThrow(/query/)
  })
})

describe("get_page_markdown", () => {
  const files = {
    "/docs/algos/twap/index.md": "# TWAP\n",
    "/docs/algos/vwap/index.md": "# VWAP\n",
    "/llms.txt": "# Index\n",
  }

  it("answers the open page's twin, fetched from its own origin", async () => {
    const { byName, fetched } = await tools(undefined, files)
    expect(await byName.get_page_markdown.execute({})).toEqual({
      url: "https://docs.example.com/docs/algos/twap/",
      markdownUrl: "https://docs.example.com/docs/algos/twap/index.md",
      markdown: "# TWAP\n",
    })
    expect(fetched).toEqual(["/docs/algos/twap/index.md"])
  })

  it.each([
    ["https://docs.example.com/docs/algos/vwap/"],
    ["/docs/algos/vwap"],
    ["../vwap/?x=1#y"],
    ["/docs/algos/vwap/index.html"],
    ["https://docs.example.com/docs/algos/vwap/index.md"],
  ])("answers a named page's twin: %s", async (url) => {
    const { byName } = await tools(undefined, files)
    expect(await byName.get_page_markdown.execute({ url })).toMatchObject({ markdown: "# VWAP\n" })
  })

  it("refuses another site and pages without Markdown, saying what to use", async () => {
    const { byName, fetched } = await tools(undefined, files)
    await expect(byName.get_page_markdown.execute({ url: "https://evil.example/docs/x/" })).rejects.toThrow(
      /not a documentation page of https:\/\/docs\.example\.com.*search_documentation/,
    )
    await expect(byName.get_page_markdown.execute({ url: "/search/" })).rejects.toThrow(/only pages under \/docs\//)
    await expect(byName.get_page_markdown.execute({ url: "/docs/no-such/" })).rejects.toThrow(/status 404/)
    expect(fetched).toEqual(["/docs/no-such/index.md"])
  })

  it("answers the index of every page on a page outside the docs", async () => {
    const { byName } = await tools(`${ORIGIN}/`, files)
    expect(await byName.get_page_markdown.execute({})).toMatchObject({
      url: "https://docs.example.com/llms.txt",
      markdown: "# Index\n",
    })
  })
})

describe("list_sections", () => {
  it("lists the sidebar's sections in order with their pages, and the one-file form of a large one", async () => {
    const { byName } = await tools()
    const answer = (await byName.list_sections.execute({})) as {
      index: string
      sections: {
        title: string
        url: string | null
        allPagesMarkdownUrl: string | null
        pages: { title: string; url: string }[]
      }[]
    }
    expect(answer.index).toBe("https://docs.example.com/llms.txt")
    const algos = answer.sections.find((s) => s.title === "Algorithms")!
    expect(algos.url).toBe("https://docs.example.com/docs/algos/")
    expect(algos.pages.map((p) => p.title)).toEqual(["Algorithms", "Iceberg", "TWAP", "SOR", "VWAP"])
    expect(algos.pages[0].url).toBe("https://docs.example.com/docs/algos/")
    expect(algos.allPagesMarkdownUrl).toBe("https://docs.example.com/llms/algos.txt")
    expect(answer.sections[0]).toMatchObject({ title: "Overview", url: null, allPagesMarkdownUrl: null })
  })
})

describe("twinPathOf", () => {
  it("is null outside the docs and on another origin", () => {
    expect(twinPathOf("/", `${ORIGIN}/docs/x/`)).toBeNull()
    expect(twinPathOf("//evil.example/docs/x/", `${ORIGIN}/docs/x/`)).toBeNull()
    expect(twinPathOf("http://[bad", `${ORIGIN}/docs/x/`)).toBeNull()
    expect(twinPathOf("/docs/kb/windows service/", `${ORIGIN}/`)).toBe("/docs/kb/windows%20service/index.md")
  })
})

describe("registerTools", () => {
  const sample = (name: string) => ({ name }) as PageTool

  it("registers one by one where the model context can, keeping the others when one is refused", async () => {
    const seen: string[] = []
    const registerTool = async (tool: PageTool) => {
      if (tool.name === "b") throw new Error("taken")
      seen.push(tool.name)
    }
    expect(await registerTools({ registerTool }, [sample("a"), sample("b"), sample("c")])).toEqual(["a", "c"])
    expect(seen).toEqual(["a", "c"])
  })

  it("provides them all at once where the model context has only provideContext, and does nothing with neither", async () => {
    const provided: string[][] = []
    const provideContext = ({ tools }: { tools: PageTool[] }) => provided.push(tools.map((t) => t.name))
    expect(await registerTools({ provideContext }, [sample("a"), sample("b")])).toEqual(["a", "b"])
    expect(provided).toEqual([["a", "b"]])
    expect(await registerTools({}, [sample("a")])).toEqual([])
  })
})
