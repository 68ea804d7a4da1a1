import CoreRuntime
import Observation

/// The greeting module's view model: a name the user types and saves through a
/// simulated backend (latency and faults in virtual time).
@Observable
public final class GreetingModel {
  /// The name in the field.
  public var name = ""
  /// What the last save said, if anything.
  public private(set) var status = ""
  @ObservationIgnored private let backend: SimulatedBackend

  /// A greeting that saves through `backend`.
  public init(backend: SimulatedBackend) {
    self.backend = backend
  }

  /// `Hello, Ada!`, or a prompt while the name is empty.
  public var greeting: String { name.isEmpty ? "Type your name" : "Hello, \(name)!" }
  /// Whether `Save` is enabled.
  public var canSave: Bool { !name.isEmpty }

  /// Saves the name (`greeting.save`); the status says when it is done or why it failed.
  public func save() {
    guard canSave else { return }
    status = "Saving…"
    let saved = name
    backend.call("greeting.save", detail: "name=\(saved)") { [weak self] (result: Result<String, ServiceError>) in
      switch result {
      case .success(let name): self?.status = "Saved \(name)"
      case .failure(let error): self?.status = error.message
      }
    } answer: {
      .success(saved)
    }
  }
}
