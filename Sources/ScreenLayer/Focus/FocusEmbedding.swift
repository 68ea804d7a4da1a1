/// How an owner of interactive elements that lives on a scene without being
/// the scene itself — a declarative host, whether it is the scene's content or
/// drawn inside a legacy view — reaches the screen layer's one focus engine.
///
/// The screen layer implements it once (`Scene`); a host holds a reference to
/// it and reports what its tree did, instead of every embedding wiring its own
/// callbacks. Focus stays the engine's: the host asks, the engine decides at
/// the commit point.
///
/// ```swift
/// host.focusEmbedding = scene
/// // a list moved its selection to a row it just scrolled into view:
/// scene.requestFocus(FocusID(12, 40), of: host)
/// ```
public protocol FocusEmbedding: AnyObject {
  /// Element `item` of `owner` asks for focus (a list row scrolled into view):
  /// focused now if the engine knows it, else once layout made it exist.
  func requestFocus(_ item: FocusID, of owner: any FocusResponder)
  /// Focus moved to, within or away from `owner`'s elements: the frame is
  /// drawn again. When its layout follows focus (`layoutFollows`: a scroll
  /// view scrolls the focused element into view) the layout is marked needed
  /// too, and settles at the commit, before the frame is drawn.
  func focusDidMove(within owner: any FocusResponder, layoutFollows: Bool)
  /// Another screen came up in `owner`'s tree (a push, a pop): `old` is
  /// remembered with its focus, `new` gets back the focus it had or its first
  /// element, and the screens in `gone` are forgotten.
  func screenDidChange(from old: ScreenKey, to new: ScreenKey, forgetting gone: [ScreenKey])
  /// A presentation (an alert) came over what is on screen: it takes focus,
  /// and the element that had it is kept on the engine's presentation stack.
  func presentationDidBegin()
  /// The topmost presentation went: focus goes back to the element that had it before.
  func presentationDidEnd()
}
