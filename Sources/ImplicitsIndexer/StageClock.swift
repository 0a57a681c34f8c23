import Dispatch

/// Wall time per stage, for `--timing` and the benchmarks.
struct StageClock {
  var last: DispatchTime
  var stages: [(name: String, seconds: Double)] = []
  init(start: DispatchTime) { last = start }
  mutating func lap(_ name: String) {
    let now = DispatchTime.now()
    stages.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
    last = now
  }
}
