/// Something drawn on a scene that keeps track of where its drawing changed
/// (a declarative host): it registers with the scene's `DamageTracker` at the
/// commit point and is asked once per drawn frame, after layout and before
/// drawing, to report its damage.
///
/// ```swift
/// final class Clock: DamageReporting {
///   var region = Rect(x: 0, y: 0, width: 8, height: 1)
///   func reportDamage(to tracker: DamageTracker) {
///     tracker.report(Damage(rects: [region]), in: region, by: self)
///   }
/// }
/// ```
public protocol DamageReporting: AnyObject {
  /// Reports (`DamageTracker.report(_:in:by:)`) where this drawing may differ
  /// from the last drawn frame; the next period starts now.
  func reportDamage(to tracker: DamageTracker)
}
