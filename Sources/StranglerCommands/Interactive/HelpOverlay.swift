import TextSurface

/// The help: a framed box of the key map, centred over the app's screen.
///
/// It is drawn as bytes on top of whatever the front last wrote, and redrawn
/// after each of the front's frames while shown; closing it repaints the
/// front's frame in full, so no cell of the box is left behind.
enum HelpOverlay {
  /// The box's lines, each the same display width.
  static var lines: [String] {
    let keyWidth = KeyMap.help.map(\.keys.displayWidth).max() ?? 0
    let body = KeyMap.help.map { entry in
      entry.keys + String(repeating: " ", count: keyWidth - entry.keys.displayWidth) + "  " + entry.action
    }
    let footer = "any key closes this help"
    let inner = max(body.map(\.displayWidth).max() ?? 0, footer.displayWidth)
    func row(_ text: String) -> String {
      "│ " + text + String(repeating: " ", count: inner - text.displayWidth) + " │"
    }
    let title = " Keys "
    let top = "┌─" + title + String(repeating: "─", count: inner - title.displayWidth) + "─┐"
    let bottom = "└" + String(repeating: "─", count: inner + 2) + "┘"
    return [top] + body.map(row) + [row(""), row(footer), bottom]
  }

  /// The bytes that draw the box centred in `size`, clipped to it.
  static func bytes(in size: Size) -> [UInt8] {
    let lines = lines
    let width = lines.first?.displayWidth ?? 0
    let left = max(0, (size.width - width) / 2)
    let top = max(0, (size.height - lines.count) / 2)
    var text = "\u{1B}[0;1m"
    for (offset, line) in lines.enumerated() where top + offset < size.height {
      text += "\u{1B}[\(top + offset + 1);\(left + 1)H" + line.truncated(toWidth: size.width - left)
    }
    return Array((text + "\u{1B}[m").utf8)
  }
}
