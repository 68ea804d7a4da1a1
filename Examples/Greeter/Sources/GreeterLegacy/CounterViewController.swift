import CoreRuntime
import GreeterCore
import LegacyUI
import TextSurface

/// The counter in the legacy toolkit: a label bound with `observe {}` and a button with a target.
public final class CounterViewController: ViewController {
  private let model: CounterModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let countLabel = Label()
  private let addButton = Button(title: "Add one")
  private let stack = StackView()

  /// The counter screen over `model`, re-rendered when `observations` flushes.
  public init(model: CounterModel, observations: ObservationLoop) {
    self.model = model
    self.observations = observations
    super.init(title: "Counter")
  }

  public override func viewDidLoad() {
    stack.axis = .vertical
    stack.alignment = .center
    stack.addArrangedSubview(countLabel)
    stack.addArrangedSubview(addButton)
    view.addSubview(stack)
    addButton.addTarget(self, action: CounterViewController.addTapped)
    binding = observations.observe { [weak self] in
      guard let self else { return }
      countLabel.text = model.countText
      view.setNeedsLayout()
    }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func addTapped() {
    model.addOne()
  }
}
