/// One thing a stream says: an element, or that it is done.
///
/// There is no error event: a failure the screen must show is an element
/// (a `Result`, an error message), which is what a ``Driver`` needs anyway.
public enum Event<Element> {
  /// The next element.
  case next(Element)
  /// The stream ended; nothing follows.
  case completed
}
