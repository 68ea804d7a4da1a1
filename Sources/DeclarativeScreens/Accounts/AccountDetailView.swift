import AppCore
import CoreRuntime
import DeclarativeUI

/// One account's detail in the declarative front, reading the accounts store's state.
public struct AccountDetailView: View {
  let store: AccountsFeature.Store
  let accountID: String

  public init(store: AccountsFeature.Store, accountID: String) {
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
