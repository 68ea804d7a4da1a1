/// How many terminal columns text occupies.
///
/// Widths follow Unicode's East Asian Width (wide and fullwidth: two columns),
/// general categories (nonspacing, enclosing marks and format characters: zero)
/// and emoji presentation (an emoji sequence, or a narrow pictograph followed by
/// U+FE0F, takes two). A grapheme cluster is measured as one unit, so `é` written
/// as `e` + U+0301 is one column and a ZWJ family is two. Keycaps (`1️⃣`) and
/// flags (`🇫🇷`) are two; U+FE0E (text presentation) leaves a narrow pictograph
/// narrow. Right-to-left letters are one column each: text is measured and
/// drawn in logical order, and reordering it is the terminal's bidi algorithm's
/// business (the controls that would override it never reach the screen: see
/// `terminalSafe`).
///
/// ```swift
/// "Pizza".displayWidth   // 5
/// "寿司".displayWidth     // 4
/// "👩‍👩‍👧".displayWidth  // 2
/// ```
public enum DisplayWidth {
  /// The columns one grapheme cluster occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 {
      return width(of: first)
    }
    var base = 0
    for scalar in scalars {
      let w = width(of: scalar)
      if w > 0 {
        base = w
        break
      }
    }
    if base == 2 { return 2 }
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F where contains(WidthTables.emojiPresentationWithVS16, first.value):
        return 2  // emoji presentation selector turns a narrow pictograph wide
      case 0x200D where first.properties.isEmoji && !first.isASCII:
        // A ZWJ sequence renders as one wide emoji. Digits, `#` and `*` are
        // `Emoji` (for keycaps) but not pictographs: a joiner after them is inert.
        return 2
      case 0x1F3FB...0x1F3FF where first.properties.isEmojiModifierBase:
        return 2  // skin tone modifier on a base that takes one
      case 0x1F1E6...0x1F1FF where (0x1F1E6...0x1F1FF).contains(first.value):
        return 2  // a regional indicator pair: a flag
      default:
        continue
      }
    }
    return base
  }

  /// The columns one scalar occupies on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }  // Latin-1 and Latin Extended: the common case, no lookup
    if contains(WidthTables.zero, value) { return 0 }
    if contains(WidthTables.wide, value) { return 2 }
    return 1
  }

  /// Whether `scalar` is always a grapheme cluster of its own, safe on a
  /// terminal as it is, and at least one column wide: printable ASCII,
  /// Latin-1 and Latin Extended letters, and the punctuation, currency,
  /// arrow, technical, box-drawing, block, shape, symbol and dingbat rows.
  /// None of these extends, joins or prefixes a neighbour (combining marks
  /// start at U+0300; joiners, selectors, format and bidi controls lie
  /// outside), so text made only of them splits into characters scalar by
  /// scalar, and a character's width is its scalar's: `·`, `…`, `★`, `─`
  /// and `€` are measured and drawn without grapheme breaking.
  public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x2030..<0x205F, 0x20A0..<0x20C1, 0x2190..<0x2400,
      0x2500..<0x2800:
      width(of: scalar) > 0
    default: false
    }
  }

  /// Binary search in a flat `[low, high, low, high, …]` table.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2 - 1
    while low <= high {
      let mid = (low + high) / 2
      if value < table[2 * mid] {
        high = mid - 1
      } else if value > table[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}

extension Character {
  /// The columns this grapheme cluster occupies on a terminal (0, 1 or 2).
  public var displayWidth: Int { DisplayWidth.of(self) }
}

extension StringProtocol {
  /// The columns this text occupies on one terminal line, after making it terminal-safe.
  public var displayWidth: Int {
    // Printable ASCII, what almost every label is: one column per byte.
    if isPrintableASCII { return utf8.count }
    // Scalars that each stand alone (`·`, `…`, `★`): one character per scalar.
    if let width = scalarByScalarWidth { return width }
    var total = 0
    for character in String(self).terminalSafe { total += character.displayWidth }
    return total
  }
}

extension String {
  /// The columns this text occupies on one terminal line, after making it
  /// terminal-safe: `StringProtocol.displayWidth` for a `String`, compiled
  /// for it. Called from another module, the protocol's member runs its
  /// unspecialized form, which walks the bytes through generic iterators;
  /// every label and row of both toolkits is measured with this one.
  public var displayWidth: Int {
    if isPrintableASCII { return utf8.count }
    if let width = scalarByScalarWidth { return width }
    var total = 0
    for character in terminalSafe { total += character.displayWidth }
    return total
  }
}

extension StringProtocol {
  /// Whether every byte is printable ASCII (U+0020…U+007E): then every byte is
  /// one grapheme of one column that needs no replacement, and the text
  /// functions skip grapheme breaking and width tables.
  var isPrintableASCII: Bool {
    utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The text's width when every scalar stands alone
  /// (`DisplayWidth.standsAlone(_:)`), else nil. Such text is already
  /// terminal-safe, each scalar is one character and its width is the
  /// scalar's, so the text functions skip grapheme breaking (a row's detail
  /// `$13.50 · 3.4 mi · 46s`, a rating's stars). The check and the measure
  /// in one pass: a row measures, cuts and draws its detail at every tick.
  var scalarByScalarWidth: Int? {
    var total = 0
    for scalar in unicodeScalars {
      if scalar.value >= 0x20, scalar.value < 0x7F {
        total += 1
        continue
      }
      guard DisplayWidth.standsAlone(scalar) else { return nil }
      total += DisplayWidth.width(of: scalar)
    }
    return total
  }
}
