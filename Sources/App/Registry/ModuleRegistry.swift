import AppCore
import FeatureFlags

/// One module of the app as a build has it: its id, its architecture, and the
/// fronts it has a screen in.
public struct ModuleDescriptor: Sendable {
  /// The module.
  public let id: ModuleID
  /// The fronts with a screen for it in this build.
  public let fronts: Set<Front>

  /// Describes a module with screens in `fronts`.
  public init(id: ModuleID, fronts: Set<Front>) {
    self.id = id
    self.fronts = fronts
  }

  /// The architecture the module demonstrates.
  public var pattern: ArchitecturePattern { id.pattern }
}

/// The modules a build knows and the fronts each has (`AppFronts.registry`).
///
/// Adding a module means adding its core in AppCore, a screen per front and
/// one builder in each front's registration (see the README's "Add a module").
public struct ModuleRegistry: Sendable {
  /// Every module, in `ModuleID.allCases` order.
  public let modules: [ModuleDescriptor]

  /// A registry of `modules`.
  public init(modules: [ModuleDescriptor]) {
    self.modules = modules
  }

  /// The module `id`, if the build knows it.
  public func descriptor(for id: ModuleID) -> ModuleDescriptor? {
    modules.first { $0.id == id }
  }
}
