import AppCore
import DeclarativeUI

/// One account's detail in the declarative front, reading the accounts store's state.
public struct AccountDetailView: View {
  let store: Store<AccountsFeature.State, AccountsFeature.Action>
  let accountID: String

  public init(store: Store<AccountsFeature.State, AccountsFeature.Action>, accountID: String) {
    self.store = store
    self.accountID = accountID
  }

  public var body: some View {
    VStack {
      for line in store.state.detailLines(for: accountID) {
        Text(line)
      }
    }
  }
}
