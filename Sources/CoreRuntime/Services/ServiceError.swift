/// Why a service call failed, in words a screen can show.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The device could not reach the server.
  case network
  /// The server did not answer in time.
  case timeout
  /// The server refused, with its reason (e.g. "Account locked").
  case rejected(String)

  /// The sentence a screen shows.
  public var message: String {
    switch self {
    case .network: "No connection. Check your network and try again."
    case .timeout: "The server took too long to answer."
    case .rejected(let reason): reason
    }
  }

  public var description: String {
    switch self {
    case .network: "network"
    case .timeout: "timeout"
    case .rejected(let reason): "rejected(\(reason))"
    }
  }
}

/// A fault to inject into a simulated service, to test every error path.
public enum ServiceFault: Hashable, Sendable {
  /// Fail at once with this error (after the usual latency).
  case error(ServiceError)
  /// Never answer within the service's timeout: fail with `.timeout` when it expires.
  case timeout
  /// Answer correctly, but only after this extra delay.
  case slow(Duration)
}
