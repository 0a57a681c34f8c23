// Excluded from the target by the spec: in no target, not indexed.
struct Sketch {}
