/// Formatting lives in the core, so both fronts only place strings
/// ("Are you able to convert 5434.35 to "$5,434.35" without UIKit or SwiftUI?
/// Perfect — let's do it elsewhere!"). Deterministic and locale-independent.
public enum Formatting {
  /// `543435` cents → `$5,434.35`; negative amounts as `-$12.00`.
  public static func money(cents: Int) -> String {
    let fraction = cents.magnitude % 100
    return (cents < 0 ? "-$" : "$") + grouped(cents.magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
  }

  /// `1204` → `1,204`.
  public static func number(_ value: Int) -> String {
    (value < 0 ? "-" : "") + grouped(value.magnitude)
  }

  /// `1204 rating` → `1,204 ratings`; `1 rating` stays singular.
  public static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number(value)) \(value == 1 ? singular : plural ?? singular + "s")"
  }

  /// `24` tenths of a mile → `2.4 mi`.
  public static func distance(tenthsOfMile tenths: Int) -> String {
    (tenths < 0 ? "-" : "") + String(tenths.magnitude / 10) + "." + String(tenths.magnitude % 10) + " mi"
  }

  /// `5434` → `5,434`: a comma every three digits from the right.
  static func grouped(_ value: UInt) -> String {
    guard value >= 1_000 else { return String(value) }
    let lastThree = String(value % 1_000)
    return grouped(value / 1_000) + "," + String(repeating: "0", count: 3 - lastThree.count) + lastThree
  }

  /// A calendar date from days since 1970-01-01 → `Nov 3, 2026` (proleptic
  /// Gregorian, no time zone: the core's dates are days, so every machine prints the same).
  public static func date(daysSince1970 days: Int) -> String {
    // Howard Hinnant's civil-from-days algorithm.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return "\(monthNames[month - 1]) \(day), \(year)"
  }

  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
}
