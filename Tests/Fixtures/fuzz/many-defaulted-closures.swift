// Regression input: a static factory with forty defaulted, labelled closure parameters
// (a test double's `mocked(...)`). Working out the shapes a call of it may have was
// exponential in their number (each suffix asked twice per parameter): a real app's
// indexing did not end. Now each suffix is worked out once.
import SwiftUI

struct Pipeline {
  static func mocked(
    step0: @escaping () -> Void = {},
    step1: @escaping () -> Void = {},
    step2: @escaping () -> Void = {},
    step3: @escaping () -> Void = {},
    step4: @escaping () -> Void = {},
    step5: @escaping () -> Void = {},
    step6: @escaping () -> Void = {},
    step7: @escaping () -> Void = {},
    step8: @escaping () -> Void = {},
    step9: @escaping () -> Void = {},
    step10: @escaping () -> Void = {},
    step11: @escaping () -> Void = {},
    step12: @escaping () -> Void = {},
    step13: @escaping () -> Void = {},
    step14: @escaping () -> Void = {},
    step15: @escaping () -> Void = {},
    step16: @escaping () -> Void = {},
    step17: @escaping () -> Void = {},
    step18: @escaping () -> Void = {},
    step19: @escaping () -> Void = {},
    step20: @escaping () -> Void = {},
    step21: @escaping () -> Void = {},
    step22: @escaping () -> Void = {},
    step23: @escaping () -> Void = {},
    step24: @escaping () -> Void = {},
    step25: @escaping () -> Void = {},
    step26: @escaping () -> Void = {},
    step27: @escaping () -> Void = {},
    step28: @escaping () -> Void = {},
    step29: @escaping () -> Void = {},
    step30: @escaping () -> Void = {},
    step31: @escaping () -> Void = {},
    step32: @escaping () -> Void = {},
    step33: @escaping () -> Void = {},
    step34: @escaping () -> Void = {},
    step35: @escaping () -> Void = {},
    step36: @escaping () -> Void = {},
    step37: @escaping () -> Void = {},
    step38: @escaping () -> Void = {},
    step39: @escaping () -> Void = {}
  ) -> Pipeline { Pipeline() }
}

struct PipelineScreen: View {
  var body: some View { Text("") }
}
