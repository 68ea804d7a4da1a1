import Migration

/// Why an interaction with the app could not be done: the engine session's errors.
public typealias ApplicationError = SessionError
