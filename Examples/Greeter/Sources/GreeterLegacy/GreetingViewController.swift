import CoreRuntime
import GreeterCore
import LegacyUI
import TextSurface

/// The greeting in the legacy toolkit: a field whose edits go to the model, a
/// greeting and status bound with `observe {}`, and a Save button.
public final class GreetingViewController: ViewController {
  private let model: GreetingModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let nameField = TextField(title: "Name")
  private let greetingLabel = Label()
  private let saveButton = Button(title: "Save")
  private let statusLabel = Label()
  private let stack = StackView()

  /// The greeting screen over `model`, re-rendered when `observations` flushes.
  public init(model: GreetingModel, observations: ObservationLoop) {
    self.model = model
    self.observations = observations
    super.init(title: "Greeting")
  }

  public override func viewDidLoad() {
    stack.axis = .vertical
    stack.alignment = .leading
    for view in [nameField, greetingLabel, saveButton, statusLabel] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    nameField.text = model.name
    nameField.addTarget(self, action: GreetingViewController.nameChanged)
    saveButton.addTarget(self, action: GreetingViewController.saveTapped)
    binding = observations.observe { [weak self] in
      guard let self else { return }
      if nameField.text != model.name { nameField.text = model.name }
      greetingLabel.text = model.greeting
      saveButton.isEnabled = model.canSave
      statusLabel.text = model.status
      view.setNeedsLayout()
    }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func nameChanged() {
    model.name = nameField.text
  }

  private func saveTapped() {
    model.save()
  }
}
