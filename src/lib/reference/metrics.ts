import { z } from "zod"
import { markdownText } from "./fields"
import { labelBy, type ListSpec } from "./yaml-list"

/** Prometheus metrics of the server's `/metrics` endpoint (port 9100, `metrics.port`). */
export const metricEntry = z
  .object({
    name: z.string().regex(/^tachyon_[a-z0-9_]+$/, "a metric name, tachyon_ and lower-case words joined by _"),
    type: z.enum(["counter", "gauge", "histogram"]),
    labels: z.array(z.string().regex(/^[a-z_]+$/)).default([]),
    meaning: markdownText,
  })
  .strict()
  .refine((m) => (m.type === "counter") === m.name.endsWith("_total"), {
    message: "a counter's name ends in _total, and only a counter's (Prometheus naming)",
    path: ["name"],
  })

export type Metric = z.output<typeof metricEntry>

export const metricsSpec: ListSpec<Metric> = {
  entry: metricEntry,
  label: labelBy("name"),
  key: (m) => m.name,
}

/** Series a histogram adds to its name (`_bucket`, `_sum`, `_count`): names a reader may query. */
export const HISTOGRAM_SERIES = ["_bucket", "_sum", "_count"] as const

/** A shared-memory counter read by the `counters` tool; some are exported as a metric. */
export const counterEntry = z
  .object({
    name: z.string().regex(/^[a-z][A-Za-z0-9]*(\.([a-z][A-Za-z0-9]*|<[a-z]+>))*$/, "a counter name, dotted words"),
    kind: z.enum(["total", "max", "value"]),
    meaning: markdownText,
    metric: z
      .string()
      .regex(/^tachyon_[a-z0-9_]+$/)
      .optional(),
  })
  .strict()

export type Counter = z.output<typeof counterEntry>

export const countersSpec: ListSpec<Counter> = {
  entry: counterEntry,
  label: labelBy("name"),
  key: (c) => c.name,
}
