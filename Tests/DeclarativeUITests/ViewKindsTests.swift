import Testing
import TextSurface

@testable import DeclarativeUI

/// A screen that shows every primitive of the toolkit at least once, and
/// composites with and without state.
private struct Catalogue: View {
  @State private var name = "Ada"
  @State private var path: [Int] = [1]
  @State private var showsAlert = true
  @State private var showsHelp = false
  let rows = ["one", "two"]

  var body: some View {
    NavigationStack(path: $path) {
      Text("Root")
    } destination: { depth in
      VStack(spacing: 1) {
        HStack {
          Text("Depth \(depth)")
          Spacer()
          Button("Back") { path.removeLast() }
        }
        Divider()
        LabeledContent("Name", value: name).padding(.leading, 1)
        TextField("Name", text: $name).frame(width: 20)
        ProgressView("Loading")
        if name.isEmpty { Text("No name") }
        if showsHelp { Text("Help") } else { EquatableBadge(count: rows.count) }
        for row in rows { Text(row) }
        ScrollView { ForEach(rows, id: \.self) { Text($0) } }
        List(rows, id: \.self) { row in Text(row) }
        Group {
          AnyView(Text("Erased"))
          EmptyView()
        }
      }
      .navigationTitle("Depth \(depth)")
      .environment(\.isEnabled, true)
      .sheet(isPresented: $showsHelp) { Text("Help sheet") }
      .alert("Heads up", isPresented: $showsAlert) {
        Button("OK") {}
      } message: {
        Text("Read me")
      }
    }
  }
}

/// A composite that is `Equatable` and holds no state.
private struct EquatableBadge: View, Equatable {
  let count: Int
  var body: some View { Text("\(count) rows") }
}

/// What the runtime's conformance tables say of a view's type: the answers
/// `Node.Kinds` gives without asking them.
private struct Conformances: Equatable, CustomStringConvertible {
  var primitive, equatable, leaf, storedChildren, writesEnvironment, selectsChildren: Bool
  var presentsCover, presentsAlert, handlesBack, looksAlike, placesChildrenAlike, layoutPrimitive: Bool

  init(of type: any View.Type) {
    primitive = type is any PrimitiveView.Type
    equatable = type is any Equatable.Type
    leaf = type is any LeafView.Type
    storedChildren = type is any StoredChildren.Type
    writesEnvironment = type is any EnvironmentWriting.Type
    layoutPrimitive = !(type is any OptionalView.Type) && type is any LayoutPrimitive.Type
    selectsChildren = layoutPrimitive && type is any ChildSelecting.Type
    presentsCover = type is any CoverPresenting.Type
    presentsAlert = type is any AlertPresenting.Type
    handlesBack = type is any BackHandling.Type
    looksAlike = type is any ActionLeaf.Type
    placesChildrenAlike = type is any ChildContainer.Type
  }

  init(_ kinds: Node.Kinds) {
    primitive = kinds.primitive
    equatable = kinds.isEqual != nil
    leaf = kinds.leaf
    storedChildren = kinds.storedChildren
    writesEnvironment = kinds.writesEnvironment
    selectsChildren = kinds.selectsChildren
    presentsCover = kinds.presentsCover
    presentsAlert = kinds.presentsAlert
    handlesBack = kinds.handlesBack
    looksAlike = kinds.looksAlike != nil
    placesChildrenAlike = kinds.placesChildrenAlike != nil
    layoutPrimitive = kinds.layoutPrimitive
  }

  var description: String {
    Mirror(reflecting: self).children.filter { $0.value as? Bool == true }.compactMap(\.label).joined(separator: " ")
  }
}

/// `Node.Kinds` answers a primitive's questions from its type's
/// requirements, compiled in, instead of asking the runtime's conformance
/// tables (each no they give reads every record of the process): these
/// check that the compiled answers are the tables' answers.
@Suite("View kinds")
struct ViewKindsTests {
  @Test func everyViewOnScreenHasTheKindsItsConformancesGive() {
    let host = ViewHost(rootView: Catalogue())
    _ = render(host, size: Size(width: 60, height: 30))
    var types: [ObjectIdentifier: any View.Type] = [:]
    for node in host.context.nodes.values { types[ObjectIdentifier(type(of: node.view))] = type(of: node.view) }
    // Every primitive but `HostedContent` (another toolkit's view), and the two composites.
    let names = Set(types.values.map { String(String(describing: $0).prefix { $0 != "<" }) })
    #expect(
      names == [
        "AlertModifier", "AnyView", "ArrayContent", "Button", "Catalogue", "ConditionalContent", "Divider",
        "EmptyView", "EnvironmentModifierView", "EquatableBadge", "ForEach", "FrameView", "Group", "HStack",
        "LabeledContent", "List", "NavigationStack", "NavigationTitleView", "Optional", "PaddingView",
        "PresentationModifier", "ProgressView", "ScrollView", "Spacer", "Text", "TextField", "TupleView", "VStack",
      ])
    for node in host.context.nodes.values {
      let expected = Conformances(of: type(of: node.view))
      #expect(Conformances(node.kinds) == expected, "\(type(of: node.view))")
    }
  }

  @Test func aCompositeIsNoPrimitiveAndLinksOnlyWhenItHoldsState() {
    let plain = Node.Kinds(EquatableBadge(count: 1))
    #expect(!plain.primitive && !plain.layoutPrimitive && plain.isEqual != nil && !plain.linksProperties)
    let stateful = Node.Kinds(Catalogue())
    #expect(!stateful.primitive && stateful.isEqual == nil && stateful.linksProperties)
  }

  @Test func anOptionalIsNeverALayoutPrimitiveWhateverItWraps() {
    let kinds = Node.Kinds(Optional(Text("Shown")))
    #expect(kinds.primitive && kinds.storedChildren && kinds.placesChildrenAlike != nil)
    #expect(!kinds.layoutPrimitive && !kinds.leaf)
  }
}
