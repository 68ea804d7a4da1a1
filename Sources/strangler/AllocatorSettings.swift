import CAllocator

/// How this process's allocator hands memory back to the kernel: set once,
/// at the composition root, before any command runs.
///
/// glibc's allocator returns the free top of a heap to the kernel as soon as
/// it passes a threshold (128 KiB at start, raised only once a block larger
/// than that has been freed). A simulated user draws frames and drops them
/// thousands of times a second, so the top of each worker thread's heap is
/// given back and touched again over and over. Measured on 3,000 users of
/// the offers experiment on two threads: 20,000 to 30,000 page faults and
/// 0.1–0.2 s of system time with the allocator's defaults, about 1,150
/// faults and none when the memory is kept, 4 % less wall time, and the same
/// peak resident memory (about 24 MiB). A fault is costly on a virtual
/// machine, and in a process with several threads each return of pages also
/// interrupts the other cores to flush their address caches.
///
/// Setting either threshold turns off the allocator's own adjustment of
/// both, so both are set where that adjustment ends: blocks of up to 32 MiB
/// come from the heap (the largest it adjusts to), and a heap keeps up to
/// twice that free at its top. Memory freed below the process's peak stays
/// the process's until it exits, which for a command is when it is done.
enum AllocatorSettings {
  /// The largest block served from the heap rather than mapped on its own.
  static let largestHeapBlock: Int32 = 32 << 20
  /// Free memory a heap keeps at its top before giving it back.
  static let keptFreeMemory: Int32 = 64 << 20

  /// Applies the settings; returns whether the allocator took them (not on
  /// a platform whose C library is not glibc, where nothing changes).
  @discardableResult
  static func apply() -> Bool {
    strangler_keep_freed_memory(largestHeapBlock, keptFreeMemory) == 1
  }
}
