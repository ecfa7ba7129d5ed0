import { parse } from "yaml"
import { publishedApi } from "./publish"

describe("publishedApi", () => {
  const doc = {
    openapi: "3.1.0",
    externalDocs: { url: "/docs/api/restws/api-reference/" },
    components: { schemas: { Bar: { description: "See [bars](/docs/bars/) and [x](https://x.org/)." } } },
  }
  it("makes the routes of links absolute URLs, and gives the same document as YAML and JSON", () => {
    const { yaml, json } = publishedApi(doc, "https://docs.example.com/")
    expect(parse(yaml)).toEqual(JSON.parse(json))
    expect(JSON.parse(json)).toEqual({
      openapi: "3.1.0",
      externalDocs: { url: "https://docs.example.com/docs/api/restws/api-reference/" },
      components: {
        schemas: { Bar: { description: "See [bars](https://docs.example.com/docs/bars/) and [x](https://x.org/)." } },
      },
    })
  })
})
