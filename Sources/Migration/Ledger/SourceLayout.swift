/// Where an app's code lives, so the ledger can count each front's lines per
/// module and the Bridge's debt. Folders hold one subfolder per module, named
/// after the module id with its first letter capitalised (`Offers`).
///
/// ```swift
/// let layout = SourceLayout(packageName: "Strangler", root: SourceLines.packageRoot(from: cwd, named: "Strangler"))
/// ```
public struct SourceLayout: Hashable, Sendable {
  /// The package's name, as `Package.swift` declares it (how the root is found, and what messages name).
  public var packageName: String
  /// The package root; nil when the sources are not at hand (no line counts then).
  public var root: String?
  /// The legacy front's screens, relative to the root.
  public var legacyScreens: String
  /// The declarative front's screens, relative to the root.
  public var declarativeScreens: String
  /// The Bridge, relative to the root (nil: the app has none).
  public var bridge: String?
  /// Where the Bridge is used, with `// Bridge use site:` markers (nil: not counted).
  public var bridgeUseSites: String?

  /// A layout; the defaults are this package's.
  public init(
    packageName: String, root: String?, legacyScreens: String = "Sources/LegacyScreens",
    declarativeScreens: String = "Sources/DeclarativeScreens", bridge: String? = "Sources/Bridge",
    bridgeUseSites: String? = "Sources/BridgedFronts"
  ) {
    self.packageName = packageName
    self.root = root
    self.legacyScreens = legacyScreens
    self.declarativeScreens = declarativeScreens
    self.bridge = bridge
    self.bridgeUseSites = bridgeUseSites
  }

  /// `root/folder/Module`, the folder of `module`'s code in the front kept in `folder`.
  func moduleFolder(_ folder: String, _ module: ModuleName) -> String? {
    root.map { "\($0)/\(folder)/\(module.rawValue.prefix(1).uppercased() + module.rawValue.dropFirst())" }
  }
}
