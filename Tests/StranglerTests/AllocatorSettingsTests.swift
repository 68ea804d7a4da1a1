import Testing

@testable import strangler

/// The executable keeps freed memory for reuse (`AllocatorSettings`): a build
/// that silently kept the allocator's defaults would only show as a slower
/// experiment, so the settings' taking effect is checked here.
@Suite struct AllocatorSettingsTests {
  #if canImport(Glibc)
    @Test func glibcsAllocatorTakesBothSettings() {
      #expect(AllocatorSettings.apply())
    }
  #endif
}
