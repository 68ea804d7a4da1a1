import LegacyUI
import TextSurface

/// A controller whose view holds one widget at a fixed frame, for drawing tests.
final class HostViewController: ViewController {
  let widget: View
  let widgetFrame: (Rect) -> Rect

  init(_ widget: View, title: String = "", frame: @escaping (Rect) -> Rect = { $0 }) {
    self.widget = widget
    self.widgetFrame = frame
    super.init(title: title)
  }

  override func viewDidLoad() {
    view.addSubview(widget)
  }

  override func viewDidLayoutSubviews() {
    widget.frame = widgetFrame(view.bounds)
  }
}

/// A window of `size` showing `widget` (no navigation bar), committed once.
func makeWindow(
  _ widget: View, size: Size, frame: @escaping (Rect) -> Rect = { $0 }
) -> (Window, HostViewController) {
  let window = Window(size: size, output: RecordingOutput())
  let controller = HostViewController(widget, frame: frame)
  window.rootViewController = controller
  window.commit()
  return (window, controller)
}

/// Every non-blank cell of `frame` outside `rect`.
func cellsDrawn(in frame: Frame, outside rect: Rect) -> [Point] {
  var points: [Point] = []
  for y in 0..<frame.size.height {
    for x in 0..<frame.size.width where !rect.contains(Point(x: x, y: y)) && frame[x, y] != .blank {
      points.append(Point(x: x, y: y))
    }
  }
  return points
}
