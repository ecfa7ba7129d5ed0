import { createRouteProgress } from "./route-progress"

function fakeClock() {
  let now = 0
  const timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  return {
    schedule: (fn: () => void, ms: number) => {
      const id = nextId++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    cancel: (id: unknown) => {
      const i = timers.findIndex((t) => t.id === id)
      if (i >= 0) timers.splice(i, 1)
    },
    advance(ms: number) {
      now += ms
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1)
        t.fn()
      }
    },
  }
}

describe("createRouteProgress", () => {
  it("shows nothing for a navigation faster than the delay", () => {
    const clock = fakeClock()
    const start = jest.fn()
    const done = jest.fn()
    const progress = createRouteProgress({ delay: 200, start, done, ...clock })
    progress.begin()
    clock.advance(150)
    progress.end()
    clock.advance(500)
    expect(start).not.toHaveBeenCalled()
    expect(done).not.toHaveBeenCalled()
  })
  it("starts after the delay and finishes when the page is shown", () => {
    const clock = fakeClock()
    const start = jest.fn()
    const done = jest.fn()
    const progress = createRouteProgress({ delay: 200, start, done, ...clock })
    progress.begin()
    clock.advance(199)
    expect(start).not.toHaveBeenCalled()
    clock.advance(1)
    expect(start).toHaveBeenCalledTimes(1)
    progress.end()
    expect(done).toHaveBeenCalledTimes(1)
  })
  it("restarts the delay when a second navigation begins", () => {
    const clock = fakeClock()
    const start = jest.fn()
    const progress = createRouteProgress({ delay: 200, start, done: jest.fn(), ...clock })
    progress.begin()
    clock.advance(150)
    progress.begin()
    clock.advance(150)
    expect(start).not.toHaveBeenCalled()
    clock.advance(50)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
