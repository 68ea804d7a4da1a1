import ScreenLayer
import TextSurface

/// A text field whose text is masked, one `*` per grapheme — a `UITextField`
/// with `isSecureTextEntry = true`, packaged as a type the way SwiftUI has
/// `SecureField`. Its accessibility role is `secureTextField` and its value
/// is masked too, so a password never reaches a frame, a log or an A/B report.
///
/// ```swift
/// let password = SecureTextField(title: "Password")
/// password.delegate = self   // textFieldShouldReturn signs in
/// ```
open class SecureTextField: TextField {
  /// A masked field titled `title`.
  public override init(title: String, text: String = "") {
    super.init(title: title, text: text)
    isSecureTextEntry = true
  }
}
