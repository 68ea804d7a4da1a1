import TextSurface

/// The one owner of damage on a scene: where the frame about to be drawn may
/// differ from the last one. Whatever draws on the scene reports here, and
/// the scene reads the result once per drawn frame (`Scene.commit()`).
///
/// - Drawing that tracks its own changes (a declarative host) registers at
///   each commit point (`register(_:)`) and, asked before the frame is
///   drawn, reports its damage for the region it draws
///   (`report(_:in:by:)`); parts of it that track their own drawing (a
///   list, with its scrolled rows) report for their own regions in the
///   same turn.
/// - Drawing that does not (legacy views, which redraw whole) notes where it
///   changed (`noteChange(in:)`): asked for display or layout, moved. Notes
///   are kept only while the last frame had a reporter; otherwise a frame is
///   drawn whole, the baseline, and noting costs nothing.
///
/// A frame has known damage only when the same reporters report the same
/// regions as for the last frame, and each knows its damage: then the damage
/// is theirs, plus the notes outside their regions. Otherwise it is nil (the
/// whole frame).
///
/// ```swift
/// tracker.register(host)              // at the commit point
/// tracker.noteChange(in: titleBar)    // a legacy view changed
/// // Scene.commit() then takes the frame's damage.
/// ```
public final class DamageTracker {
  /// The reporters registered since the commit began.
  private var reporters: [any DamageReporting] = []
  /// What they reported for the frame being taken.
  private var reports: [Report] = []
  /// Where non-reporting drawing changed since the last frame; nil when
  /// unknown or not kept (the last frame had no reporter).
  private var notes: [Rect]?
  /// Who reported which region for the last frame; nil when it had none.
  private var lastSignature: Signature?

  /// The screen's bounds while damage is taken.
  public private(set) var bounds: Rect = .zero

  /// The damage the last drawn frame was presented with (nil: the whole
  /// frame): a clear-box hook for tests of what a frame redraws.
  public private(set) var lastDamage: Damage?

  private struct Report {
    var reporter: ObjectIdentifier
    var region: Rect
    var damage: Damage?
  }

  private struct Signature {
    var regions: [Region]
    var bounds: Rect
  }

  private struct Region {
    var reporter: ObjectIdentifier
    var rect: Rect
  }

  /// A tracker with no damage known: the first frame is drawn whole.
  public init() {}

  // MARK: Reporting

  /// Whether changes are noted now (`noteChange(in:)`): only while the last
  /// frame had a reporter. Drawing that computes where it changed may ask first.
  public var notesChanges: Bool { notes != nil }

  /// Drawing that does not track its own damage may have changed within `rect`
  /// (in screen coordinates).
  public func noteChange(in rect: Rect) {
    guard notes != nil else { return }
    if notes!.count >= Self.noteLimit {
      notes = nil
    } else {
      notes!.append(rect)
    }
  }

  private static let noteLimit = 1024

  /// `reporter` will be asked for its damage before the frame of this commit
  /// is drawn (`DamageReporting.reportDamage(to:)`). Registering again in the
  /// same commit changes nothing.
  public func register(_ reporter: any DamageReporting) {
    guard !reporters.contains(where: { $0 === reporter }) else { return }
    reporters.append(reporter)
  }

  /// `reporter` draws `region` (in screen coordinates) and its drawing may
  /// differ from the last frame within `damage`; nil when it does not know.
  public func report(_ damage: Damage?, in region: Rect, by reporter: AnyObject) {
    reports.append(Report(reporter: ObjectIdentifier(reporter), region: region.intersection(bounds), damage: damage))
  }

  // MARK: The scene's side

  /// A commit begins: registrations are made again at its commit point.
  func beginCommit() {
    reporters.removeAll(keepingCapacity: true)
  }

  /// Asks the registered reporters, and returns where the frame about to be
  /// drawn in `bounds` may differ from the last one (nil: everywhere). Once
  /// per drawn frame: every reporter's period ends, and the next frame's begins.
  func take(bounds: Rect) -> Damage? {
    self.bounds = bounds
    reports.removeAll(keepingCapacity: true)
    for reporter in reporters { reporter.reportDamage(to: self) }
    let changed = notes
    // Compared in place: most frames report what the last one did, and build no signature.
    let sameRegions =
      lastSignature.map { last in
        last.bounds == bounds
          && last.regions.elementsEqual(reports) { $0.reporter == $1.reporter && $0.rect == $1.region }
      } ?? false
    // Changes are noted, and regions compared, from now on only if this frame has reporters.
    if reports.isEmpty {
      lastSignature = nil
    } else if !sameRegions {
      lastSignature = Signature(
        regions: reports.map { Region(reporter: $0.reporter, rect: $0.region) }, bounds: bounds)
    }
    notes = reports.isEmpty ? nil : []
    lastDamage = sameRegions ? combine(changed: changed) : nil
    return lastDamage
  }

  /// The reporters' damage, plus the notes outside their regions; nil when a reporter does not know its damage.
  private func combine(changed: [Rect]?) -> Damage? {
    // Where non-reporting drawing changed, outside the regions reporters answer for.
    var outside: [Rect] = []
    for rect in changed ?? [bounds] {
      let area = rect.intersection(bounds)
      if !area.isEmpty { outside.append(area) }
    }
    for report in reports where !outside.isEmpty { outside = outside.flatMap { $0.subtracting(report.region) } }
    var result = Damage(scrolls: [], rects: outside, contentMayHaveMoved: !outside.isEmpty, opaqueRects: [])
    for report in reports {
      guard let damage = report.damage else { return nil }
      result.scrolls += damage.scrolls
      result.rects += damage.rects
      result.contentMayHaveMoved = result.contentMayHaveMoved || damage.contentMayHaveMoved
      result.opaqueRects += damage.opaqueRects
    }
    return result
  }
}
