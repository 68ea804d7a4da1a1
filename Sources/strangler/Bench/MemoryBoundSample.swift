/// The figures whose time is mostly memory traffic — the diff against the
/// standard library, the hash build, the first load and the experiment's
/// populations — as one process measured them.
///
/// On the virtual machine the figures are published from, how fast a
/// process runs memory-bound work depends on where its large buffers
/// landed. A small program that builds a 100,000-entry dictionary, started
/// ten times, built it in 1.8 ms in most processes and in 3.2 ms in the
/// rest, while a loop of arithmetic took the same time in all; holding on
/// to a few megabytes, so that the next dictionary lands elsewhere, moved
/// a slow process to the fast speed or back. Within a process the
/// allocator hands the same memory back round after round, so no choice of
/// rounds removes it. `strangler bench` therefore measures these figures
/// in several fresh processes of itself, one after another
/// (`FreshProcesses`), and combines what they measured: the diff counts
/// each side at its low-decile round over every process, the hash build,
/// the first load and the populations each side where it ran fastest, and
/// the populations' linearity is the median of the processes' own (each
/// benchmark's `Result.init` says why).
struct MemoryBoundSample: Codable, Sendable, Equatable {
  /// The parts a process can be asked to measure.
  enum Part: String, Codable, CaseIterable, Sendable {
    case diff
    case hashBuild = "hash-build"
    case firstLoad = "first-load"
    case populations
  }

  var diff: DiffBenchmark.Sample?
  var hashBuild: HashBuildBenchmark.Sample?
  var firstLoad: FirstLoadBenchmark.Sample?
  var populations: ExperimentBenchmark.Populations?

  /// Measures `parts` in this process: the populations first, so the
  /// process's peak memory is theirs.
  static func measure(_ parts: Set<Part>, _ configuration: BenchConfiguration) -> MemoryBoundSample {
    var sample = MemoryBoundSample()
    if parts.contains(.populations) { sample.populations = ExperimentBenchmark.measurePopulations(configuration) }
    if parts.contains(.diff) { sample.diff = DiffBenchmark.measure(configuration) }
    if parts.contains(.hashBuild) { sample.hashBuild = HashBuildBenchmark.measure(configuration) }
    if parts.contains(.firstLoad) { sample.firstLoad = FirstLoadBenchmark.measure(configuration) }
    return sample
  }
}
