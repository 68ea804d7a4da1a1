/// Numbers in experiment reports: fixed decimals, written the same on every
/// machine and every run, so reports compare byte for byte.
public enum ExperimentNumber {
  /// `value` with up to `decimals` decimals, trailing zeros dropped (`0.05`, `812`, `-3.25`).
  public static func text(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "0" : (value > 0 ? "1e308" : "-1e308") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return value > 0 ? "\(Int64(value))" : "-\(Int64(-value))" }
    let whole = Int64(scaled) / Int64(scale)
    var fraction = String(Int64(scaled) % Int64(scale))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && scaled > 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A p-value: four decimals, or `<0.0001`.
  public static func pValue(_ value: Double) -> String {
    value < 0.0001 ? "<0.0001" : text(value)
  }
}
