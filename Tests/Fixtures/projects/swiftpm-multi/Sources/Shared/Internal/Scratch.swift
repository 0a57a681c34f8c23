// Not listed in `sources:` of the Shared target: not compiled.
let scratch = 1
