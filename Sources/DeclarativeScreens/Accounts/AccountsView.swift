import AppCore
import CoreRuntime
import DeclarativeUI

/// The accounts list in the declarative front: the body reads the store's
/// state and sends actions, as a TCA view does with its store.
public struct AccountsView: View {
  let store: AccountsFeature.Store

  public init(store: AccountsFeature.Store) {
    self.store = store
  }

  public var body: some View {
    let state = store.state
    VStack {
      LoadStatus(statusText: state.statusText, failureMessage: state.failureMessage) { store.send(.retryTapped) }
      List(state.rows, selection: Binding(get: { nil }, set: { $0.map { store.send(.accountTapped(id: $0)) } })) {
        row in
        LabeledContent(row.title, value: row.detail)
      }
      .accessibilityLabel("Accounts")
    }
  }
}
