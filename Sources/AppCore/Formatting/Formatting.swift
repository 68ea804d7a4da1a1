/// Formatting lives in the core, so both fronts only place strings
/// ("Are you able to convert 5434.35 to "$5,434.35" without UIKit or SwiftUI?
/// Perfect — let's do it elsewhere!"). Deterministic and locale-independent.
public enum Formatting {
  /// `543435` cents → `$5,434.35`; negative amounts as `-$12.00`.
  public static func money(cents: Int) -> String {
    text(capacity: TextWriter.moneyCapacity) { $0.money(cents: cents) }
  }

  /// `1204` → `1,204`.
  public static func number(_ value: Int) -> String {
    text(capacity: TextWriter.numberCapacity) { $0.number(value) }
  }

  /// `1204 rating` → `1,204 ratings`; `1 rating` stays singular.
  public static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number(value)) \(value == 1 ? singular : plural ?? singular + "s")"
  }

  /// `24` tenths of a mile → `2.4 mi`.
  public static func distance(tenthsOfMile tenths: Int) -> String {
    text(capacity: TextWriter.distanceCapacity) { $0.distance(tenthsOfMile: tenths) }
  }

  /// The text `write` writes, at most `capacity` bytes, made in the string's own storage.
  static func text(capacity: Int, _ write: (inout TextWriter) -> Void) -> String {
    String(unsafeUninitializedCapacity: capacity) { buffer in
      var writer = TextWriter(buffer)
      write(&writer)
      return writer.count
    }
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

/// Writes formatted text as UTF-8 straight into a buffer: what `Formatting`'s
/// functions make, and a live list's rows at every tick (an offer's detail is
/// money, distance and a countdown), with no intermediate strings.
struct TextWriter {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The bytes written so far.
  private(set) var count = 0

  /// The most bytes each part takes (a sign, digits of the largest magnitude with their commas).
  static let numberCapacity = 1 + 20 + 6
  static let moneyCapacity = numberCapacity + 4
  static let distanceCapacity = 1 + 20 + 5
  static let separatorCapacity = 4

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  mutating func byte(_ byte: UInt8) {
    buffer[count] = byte
    count += 1
  }

  /// ` · `, the separator of a row's details.
  mutating func separator() {
    byte(0x20)
    byte(0xC2)
    byte(0xB7)
    byte(0x20)
  }

  /// `value`'s decimal digits, with a comma every three from the right when `grouped`.
  mutating func digits(_ value: UInt, grouped: Bool = false) {
    var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, on the stack
    var length = 0
    withUnsafeMutableBytes(of: &reversed) { scratch in
      var rest = value
      repeat {
        scratch[length] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
        length += 1
        rest /= 10
      } while rest > 0
      for index in stride(from: length - 1, through: 0, by: -1) {
        byte(scratch[index])
        if grouped, index > 0, index % 3 == 0 { byte(0x2C) }
      }
    }
  }

  /// `1,204`; negative numbers with a minus sign.
  mutating func number(_ value: Int) {
    if value < 0 { byte(0x2D) }
    digits(value.magnitude, grouped: true)
  }

  /// `1204`, as `String(value)` writes it.
  mutating func integer(_ value: Int) {
    if value < 0 { byte(0x2D) }
    digits(value.magnitude)
  }

  /// `$5,434.35`; negative amounts as `-$12.00`.
  mutating func money(cents: Int) {
    if cents < 0 { byte(0x2D) }
    byte(0x24)
    digits(cents.magnitude / 100, grouped: true)
    byte(0x2E)
    let fraction = cents.magnitude % 100
    byte(UInt8(fraction / 10) + 0x30)
    byte(UInt8(fraction % 10) + 0x30)
  }

  /// `2.4 mi`.
  mutating func distance(tenthsOfMile tenths: Int) {
    if tenths < 0 { byte(0x2D) }
    digits(tenths.magnitude / 10)
    byte(0x2E)
    digits(tenths.magnitude % 10)
    byte(0x20)
    byte(0x6D)
    byte(0x69)
  }
}
