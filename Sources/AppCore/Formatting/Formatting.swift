/// Formatting lives in the core, so both fronts only place strings
/// ("Are you able to convert 5434.35 to "$5,434.35" without UIKit or SwiftUI?
/// Perfect — let's do it elsewhere!"). Deterministic and locale-independent.
public enum Formatting {
  /// `543435` cents → `$5,434.35`; negative amounts as `-$12.00`.
  public static func money(cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let magnitude = cents.magnitude
    let fraction = magnitude % 100
    return "\(sign)$\(grouped(magnitude / 100)).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `1204` → `1,204`.
  public static func number(_ value: Int) -> String {
    (value < 0 ? "-" : "") + grouped(value.magnitude)
  }

  /// `1204 rating` → `1,204 ratings`; `1 rating` stays singular.
  public static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number(value)) \(value == 1 ? singular : plural ?? singular + "s")"
  }

  private static func grouped(_ value: UInt) -> String {
    let digits = String(value)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
