import Foundation
import StranglerCommands

/// Measures `MemoryBoundSample`s in fresh processes of this executable,
/// one after another (never two at once: they would share the two cores),
/// and reads back what each measured.
///
/// A child is `strangler bench` with `STRANGLER_BENCH_SAMPLE` set to its
/// `Request`: it measures what the request names, prints the sample as JSON
/// on standard output and exits. With `BenchConfiguration.processes` at 1,
/// everything is measured in this process instead.
struct FreshProcesses: Sendable {
  /// The environment variable that makes `strangler bench` a measuring child.
  static let variable = "STRANGLER_BENCH_SAMPLE"

  /// The executable started for each child: this one, unless a test says otherwise.
  var executable: String? = Bundle.main.executablePath

  /// What a parent asks one child for: the workload (a `BenchConfiguration`
  /// by name), how many processes share its rounds, and the parts to measure.
  struct Request: Equatable, Sendable {
    var workload: String
    var processes: Int
    var parts: Set<MemoryBoundSample.Part>

    /// `standard 6 diff,hash-build,first-load,populations`.
    var environmentValue: String {
      "\(workload) \(processes) "
        + MemoryBoundSample.Part.allCases.filter(parts.contains).map(\.rawValue).joined(separator: ",")
    }

    init(workload: String, processes: Int, parts: Set<MemoryBoundSample.Part>) {
      self.workload = workload
      self.processes = processes
      self.parts = parts
    }

    init(environmentValue value: String) throws(BenchError) {
      let fields = value.split(separator: " ", omittingEmptySubsequences: false)
      guard fields.count == 3, let processes = Int(fields[1]), (1...1_000).contains(processes) else {
        throw BenchError(
          "\(FreshProcesses.variable)=\(Echo.quoted(value)): expected WORKLOAD PROCESSES PART,PART…")
      }
      var parts: Set<MemoryBoundSample.Part> = []
      for name in fields[2].split(separator: ",") {
        guard let part = MemoryBoundSample.Part(rawValue: String(name)) else {
          throw BenchError(
            "\(FreshProcesses.variable): unknown part \(Echo.quoted(String(name))) (expected one of "
              + MemoryBoundSample.Part.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        parts.insert(part)
      }
      self.init(workload: String(fields[0]), processes: processes, parts: parts)
    }
  }

  /// The children of one bench run, started one at a time, a group at each
  /// `next()`.
  ///
  /// `configuration.processes` groups: a child that measures the diff and
  /// the first load (and, in `populationProcesses` of them, spread evenly,
  /// the experiment's populations first), then `hashBuildProcessesPerChild`
  /// children that time only the hash build. With `processes` at 1 the
  /// only group is one sample of everything, measured in this process.
  struct Children {
    let launcher: FreshProcesses
    let configuration: BenchConfiguration
    private(set) var started = 0

    init(_ launcher: FreshProcesses, _ configuration: BenchConfiguration) {
      self.launcher = launcher
      self.configuration = configuration
    }

    /// Which groups' first child runs the populations: `populationProcesses` of them, evenly spaced.
    var populationIndices: Set<Int> {
      let count = max(1, configuration.processes)
      let populations = min(max(1, configuration.populationProcesses), count)
      return Set((0..<populations).map { $0 * count / populations })
    }

    /// The next group's samples, or nil once every group has run.
    mutating func next() throws(BenchError) -> [MemoryBoundSample]? {
      let count = max(1, configuration.processes)
      guard started < count else { return nil }
      defer { started += 1 }
      var parts: Set<MemoryBoundSample.Part> = [.diff, .firstLoad]
      if populationIndices.contains(started) { parts.insert(.populations) }
      guard count > 1 else {
        parts.insert(.hashBuild)
        return [MemoryBoundSample.measure(parts, configuration)]
      }
      guard let executable = launcher.executable else {
        throw BenchError("cannot find this executable to start measuring processes")
      }
      let first = Request(workload: configuration.name, processes: count, parts: parts)
      var samples = [try launcher.sample(first, executable: executable, label: "\(started + 1) of \(count)")]
      let hashBuilds = configuration.hashBuildProcesses
      let perGroup = configuration.hashBuildProcessesPerChild
      let request = Request(workload: configuration.name, processes: hashBuilds, parts: [.hashBuild])
      for index in 0..<perGroup {
        let label = "\(started * perGroup + index + 1) of \(hashBuilds) (hash build)"
        samples.append(try launcher.sample(request, executable: executable, label: label))
      }
      return samples
    }
  }

  /// The children of a bench run with `configuration`.
  func children(_ configuration: BenchConfiguration) -> Children { Children(self, configuration) }

  /// Starts one child and decodes its sample.
  fileprivate func sample(_ request: Request, executable: String, label: String) throws(BenchError)
    -> MemoryBoundSample
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["bench"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.variable] = request.environmentValue
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw BenchError("cannot start measuring process \(label) (\(Echo.text(executable))): \(error)")
    }
    // Read before waiting: a child blocked on a full pipe would never exit.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let ending =
        process.terminationReason == .exit
        ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
      let reason = message.split(separator: "\n").first.map { ": " + Echo.text(String($0)) } ?? ""
      throw BenchError("measuring process \(label) \(ending)\(reason)")
    }
    do {
      return try JSONDecoder().decode(MemoryBoundSample.self, from: data)
    } catch {
      throw BenchError("measuring process \(label) printed no sample: \(error)")
    }
  }

  /// The child's side: measures what `request` names and returns it as JSON.
  static func childReport(_ request: Request) throws(BenchError) -> String {
    guard let workload = BenchConfiguration.named(request.workload) else {
      throw BenchError("\(variable): unknown workload \(Echo.quoted(request.workload))")
    }
    let sample = MemoryBoundSample.measure(request.parts, workload.perProcess(of: request.processes))
    do {
      return String(decoding: try JSONEncoder().encode(sample), as: UTF8.self)
    } catch {
      throw BenchError("cannot encode the sample: \(error)")
    }
  }
}

/// A bench that could not measure, and why.
struct BenchError: Error, Equatable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
