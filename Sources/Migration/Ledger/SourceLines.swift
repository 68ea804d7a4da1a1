import Foundation

/// Counts lines of Swift code, the ledger's measure of each front's size and
/// of the bridging debt: non-blank lines that are not only a comment.
public enum SourceLines {
  /// The package root: the nearest directory at or above `directory` whose
  /// `Package.swift` declares `name: "<name>"`; nil when there is none
  /// (the binary runs outside a checkout).
  public static func packageRoot(from directory: String, named name: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let manifest = url.appendingPathComponent("Package.swift")
      if let data = FileManager.default.contents(atPath: manifest.path),
        String(decoding: data, as: UTF8.self).contains("name: \"\(name)\"")
      {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// The code lines of every `.swift` file under `directory`, or nil when the directory does not exist.
  public static func count(directory: String) -> Int? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
    else { return nil }
    let files = (FileManager.default.subpaths(atPath: directory) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    return files.reduce(0) { total, file in
      let data = FileManager.default.contents(atPath: directory + "/" + file) ?? Data()
      return total + count(text: String(decoding: data, as: UTF8.self))
    }
  }

  /// The code lines of the `.swift` files under `directory` that name
  /// themselves as `component`'s code (a `// Component: offers.row` first line).
  public static func count(component: String, directory: String) -> Int? {
    guard let files = FileManager.default.subpaths(atPath: directory) else { return nil }
    return files.filter { $0.hasSuffix(".swift") }.sorted().reduce(0) { total, file in
      let text = String(decoding: FileManager.default.contents(atPath: directory + "/" + file) ?? Data(), as: UTF8.self)
      let first = text.prefix { $0 != "\n" }
      return total + (first.hasPrefix("// Component: \(component) ") ? count(text: text) : 0)
    }
  }

  /// The Bridge's use sites in the `.swift` files under `directory`: each starts
  /// at a `// Bridge use site: NAME` line and runs to the next one (or the end
  /// of its file); its size is its code lines. In file order, then line order.
  public static func bridgeUseSites(directory: String) -> [(site: String, lines: Int)] {
    let marker = "// Bridge use site: "
    let files = (FileManager.default.subpaths(atPath: directory) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    var sites: [(site: String, lines: Int)] = []
    for file in files {
      let text = String(decoding: FileManager.default.contents(atPath: directory + "/" + file) ?? Data(), as: UTF8.self)
      var current: (site: String, text: [Substring])?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingSpaces
        if trimmed.hasPrefix(marker) {
          if let current { sites.append((current.site, count(text: current.text.joined(separator: "\n")))) }
          current = (String(trimmed.dropFirst(marker.count)), [])
        } else {
          current?.text.append(line)
        }
      }
      if let current { sites.append((current.site, count(text: current.text.joined(separator: "\n")))) }
    }
    return sites
  }

  /// The code lines of `text`: blank lines, `//` lines and `/* … */` blocks do not count.
  public static func count(text: String) -> Int {
    var inBlock = false
    var lines = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = Substring(raw.trimmingSpaces)
      var hasCode = false
      while !line.isEmpty {
        if inBlock {
          guard let end = line.firstRange(of: "*/") else { break }
          line = line[end.upperBound...]
          inBlock = false
        } else if line.hasPrefix("//") {
          break
        } else if line.hasPrefix("/*") {
          line = line.dropFirst(2)
          inBlock = true
        } else {
          hasCode = true
          break
        }
        line = Substring(line.trimmingSpaces)
      }
      if hasCode { lines += 1 }
    }
    return lines
  }
}
