import { commentStart, commentedPipelines } from "./bash-comments"

describe("commentStart", () => {
  it.each([
    ["echo hi # note", 8],
    ["# all comment", 0],
    ["echo 'a # b' # c", 13],
    ['echo "a # b" # c', 13],
    ["echo ${#array[@]}", -1],
    ["echo $#", -1],
    ["curl http://h/x#frag", -1],
    ["echo a\\ #b", -1],
    ["true;# c", 5],
  ])("%s → %d", (line, at) => {
    expect(commentStart(line)).toBe(at)
  })
})

describe("commentedPipelines", () => {
  it("reports a filter piped inside a command's comment, with its line", () => {
    const code = "set -e\ncurl -s http://10.30.0.15:9100/metrics   # metrics.bindAddress | grep '^tachyon_ws_'\n"
    expect(commentedPipelines(code)).toEqual([
      {
        line: 2,
        message: expect.stringContaining(`a pipeline inside a comment never runs: "| grep '^tachyon_ws_'"`),
      },
    ])
  })

  it("accepts a comment after the pipeline, and a pipe quoted in the command", () => {
    expect(commentedPipelines("curl -s h:9100/metrics | grep -E '^x' # only x\n")).toEqual([])
    expect(commentedPipelines("echo '# not | grep a comment' | wc -l\n")).toEqual([])
  })

  it("leaves alone a line that is all comment, and prose that mentions a pipe", () => {
    expect(commentedPipelines("# curl -s h/metrics | grep x\n")).toEqual([])
    expect(commentedPipelines("make # a | b are alternatives\n")).toEqual([])
  })

  it("skips a here-document's body", () => {
    const code = "cat <<'EOF' > /etc/x.conf\nkey = 1   # a | grep in data\nEOF\nls # then | sort\n"
    expect(commentedPipelines(code).map((p) => p.line)).toEqual([4])
  })

  it("reads a here-string as one word, not the start of a here-document", () => {
    // Were `<<< EOF` a here-document, every line after it would be skipped as its body.
    const code = "grep -c x <<< EOF\nls # then | sort\nEOF\n"
    expect(commentedPipelines(code).map((p) => p.line)).toEqual([2])
  })
})
