import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { importsGatsbyValue, queryFiles } from "./query-files.cjs"

describe("which files Gatsby's query extraction parses", () => {
  it.each([
    ['import { graphql } from "gatsby"', true],
    ["import { Link, useStaticQuery } from 'gatsby'", true],
    ['import * as gatsby from "gatsby"', true],
    ['import {\n  graphql,\n  type PageProps,\n} from "gatsby"', true],
    ['import { type HeadFC, graphql } from "gatsby"', true],
    ['import { StaticImage } from "gatsby-plugin-image"', true],
    ['const { graphql } = require("gatsby")', true],
    ['const gatsby = await import("gatsby")', true],
    ['import type { GatsbyNode } from "gatsby"', false],
    ['import type {\n  PageProps,\n} from "gatsby"', false],
    ['import React from "react"\nimport type { PageProps } from "gatsby"', false],
    ['import { something } from "gatsby-plugin-mdx"', false],
    ['import { x } from "./gatsby"', false],
    ["// a Head and a config, but no import from gatsby\nexport const config = {}", false],
  ])("%j imports a value from gatsby: %s", (text, expected) => {
    expect(importsGatsbyValue(text)).toBe(expected)
  })

  describe("on files", () => {
    let dir: string
    const file = (name: string, text: string): string => {
      const target = path.join(dir, name)
      writeFileSync(target, text)
      return target
    }
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), "tachyon-query-files-"))
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it("keeps the page components whatever they import, and the files that import a value from gatsby", () => {
      const template = file("doc.tsx", "export const Head = () => null")
      const copy = `${template}?__contentFilePath=/site/content/docs/a.mdx`
      const hook = file("use-data.ts", 'import { useStaticQuery, graphql } from "gatsby"')
      const lib = file("words.ts", "export const config = { head: 1 }")
      const node = file("pages.ts", 'import type { GatsbyNode } from "gatsby"\nexport const Head = 1')
      expect(queryFiles([template, copy, hook, lib, node], [template, copy])).toEqual([template, copy, hook])
    })

    it("keeps a file it cannot read, so that Gatsby reports it", () => {
      const gone = path.join(dir, "gone.tsx")
      expect(queryFiles([gone], [])).toEqual([gone])
    })
  })
})
