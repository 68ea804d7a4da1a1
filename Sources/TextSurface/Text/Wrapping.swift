extension String {
  /// This text broken into lines of at most `width` columns, for multi-line
  /// labels in both toolkits.
  ///
  /// Lines break at spaces where possible, inside a word only when the word
  /// alone is wider than `width`, and always at `\n`. A grapheme cluster is
  /// never split. With `maximumLines` set, the last line shown ends in `…`
  /// when text was left over.
  ///
  /// ```swift
  /// "Great food, fast driver".wrapped(toWidth: 10)  // ["Great", "food, fast", "driver"]
  /// ```
  public func wrapped(toWidth width: Int, maximumLines: Int? = nil) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in terminalSafeParagraphs {
      lines.append(contentsOf: Self.wrapParagraph(paragraph, width: width))
    }
    guard let maximumLines, lines.count > maximumLines else { return lines }
    guard maximumLines > 0 else { return [] }
    var kept = Array(lines.prefix(maximumLines))
    // Mark the cut: the last kept line must end in an ellipsis even if it fits.
    let last = kept[maximumLines - 1]
    kept[maximumLines - 1] =
      last.displayWidth < width ? last + "…" : (last + " ").truncated(toWidth: width)
    return kept
  }

  /// Splits at newlines before making the text terminal-safe, which would turn `\n` into a visible symbol.
  private var terminalSafeParagraphs: [String] {
    split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }
  }

  private static func wrapParagraph(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var wordWidth = word.displayWidth
      let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
      if needed <= width {
        line += lineWidth == 0 ? word : " " + word
        lineWidth = needed
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      // A word wider than a line is cut at grapheme boundaries.
      while wordWidth > width {
        var head = ""
        var headWidth = 0
        var rest = Substring(word)
        while let character = rest.first, headWidth + character.displayWidth <= width {
          head.append(character)
          headWidth += character.displayWidth
          rest.removeFirst()
        }
        if head.isEmpty {  // a two-column grapheme on a one-column line: it cannot be shown
          rest.removeFirst()
        } else {
          lines.append(head)
        }
        word = String(rest)
        wordWidth = word.displayWidth
      }
      line = word
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}
