/// NO_COLOR for the interactive app: removes every colour from the bytes a
/// front writes (SGR 30–39, 40–49, 90–97, 100–107, and 38/48 with their
/// 256-colour or RGB arguments), keeping bold, inverse, underline and the
/// rest, so focus and emphasis still show. Sequences other than SGR pass
/// through untouched.
public enum ColourFilter {
  /// `bytes` without colour.
  public static func removingColours(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
        out.append(bytes[index])
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else {
        out.append(bytes[index])
        index += 1
        continue
      }
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      let kept = keptParameters(parameters)
      if parameters.isEmpty || !kept.isEmpty {
        out += Array("\u{1B}[\(kept.joined(separator: ";"))m".utf8)
      }
      index = end + 1
    }
    return out
  }

  /// The parameters of one SGR sequence that are not colours.
  public static func keptParameters(_ parameters: String) -> [String] {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    var index = 0
    while index < fields.count {
      let field = fields[index]
      // `38:5:n` style sub-parameters travel inside one field.
      let number = Int(field.prefix { $0 != ":" }) ?? 0
      switch number {
      case 38, 48, 58:
        if field.contains(":") {
          index += 1
        } else {
          let kind = index + 1 < fields.count ? Int(fields[index + 1]) : nil
          index += kind == 5 ? 3 : kind == 2 ? 5 : 1
        }
      case 30...37, 39, 40...47, 49, 59, 90...97, 100...107:
        index += 1
      default:
        kept.append(field)
        index += 1
      }
    }
    return kept
  }
}
