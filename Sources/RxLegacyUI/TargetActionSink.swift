/// The target a control's stream registers: target-action holds targets
/// weakly, so the sink lives exactly as long as the subscription that owns it,
/// and a disposed subscription's sink is gone before the next event.
final class TargetActionSink {
  private var forward: (() -> Void)?

  init(_ forward: @escaping () -> Void) {
    self.forward = forward
  }

  func fire() {
    forward?()
  }

  func stop() {
    forward = nil
  }
}
