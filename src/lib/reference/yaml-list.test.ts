import { z } from "zod"
import { formatDataProblems, loadYamlList, type ListSpec } from "./yaml-list"

interface Item {
  id: string
  size: number
}
const spec: ListSpec<Item> = {
  entry: z.object({ id: z.string(), size: z.number().int() }).strict(),
  label: (raw, i) => ((raw as { id?: string })?.id ? `item ${(raw as { id: string }).id}` : `entry ${i + 1}`),
  key: (item) => item.id,
}

describe("loadYamlList", () => {
  test("valid entries load", () => {
    expect(loadYamlList("- id: a\n  size: 1\n- id: b\n  size: 2\n", "data.yaml", spec)).toEqual({
      entries: [
        { id: "a", size: 1 },
        { id: "b", size: 2 },
      ],
      problems: [],
      lines: {},
    })
  })

  test("the parts a spec locates get their lines", () => {
    const located: ListSpec<Item> = {
      ...spec,
      locate: (item) => [
        [item.id, []],
        [`${item.id}.size`, ["size"]],
      ],
    }
    expect(loadYamlList("# items\n- id: a\n  size: 1\n- id: b\n\n  size: 2\n", "data.yaml", located).lines).toEqual({
      a: 2,
      "a.size": 3,
      b: 4,
      "b.size": 6,
    })
  })

  test("a YAML syntax error names file and line", () => {
    const { problems } = loadYamlList("- id: a\n  size: [1\n- id: b\n", "data.yaml", spec)
    expect(problems[0].file).toBe("data.yaml")
    expect(problems[0].message).toMatch(/^YAML does not parse/)
  })

  test("an invalid entry names the line of the bad field and the entry", () => {
    const { entries, problems } = loadYamlList(
      "- id: a\n  size: 1\n- id: b\n  size: big\n- id: c\n  size: 3\n  colour: red\n",
      "data.yaml",
      spec,
    )
    expect(entries).toEqual([{ id: "a", size: 1 }])
    expect(formatDataProblems(problems)).toBe(
      "  data.yaml:4: item b: size: Expected number, received string\n  data.yaml:5: item c: Unrecognized key(s) in object: 'colour'",
    )
  })

  test("a duplicate key names both lines", () => {
    const { problems } = loadYamlList("- id: a\n  size: 1\n- id: a\n  size: 2\n", "data.yaml", spec)
    expect(problems).toEqual([{ file: "data.yaml", line: 3, message: "item a: duplicate of the entry at line 1" }])
  })

  test("the file must be a list", () => {
    expect(loadYamlList("id: a\n", "data.yaml", spec).problems[0].message).toBe("expected a list of entries")
  })
})
