import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { Anchor } from "../mdx/Anchor"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** `<Glossary />`: the terms of the reference data A-Z, each linked to where it is explained. */
export function Glossary() {
  const terms = useReferenceData().glossary
  return (
    <ReferenceTable
      headers={["Term", "Kind", "Meaning"]}
      rows={terms.map((t) => ({
        id: t.id,
        cells: [
          <Anchor key="t" href={t.href}>
            {t.kind === "FIX field" ? t.term : <InlineCode>{t.term}</InlineCode>}
          </Anchor>,
          t.kind,
          <React.Fragment key="m">
            {t.lead} {t.meaning && <InlineMarkdown nodes={t.meaning} />}
          </React.Fragment>,
        ],
      }))}
    />
  )
}
