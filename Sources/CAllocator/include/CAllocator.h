// The C library's allocator settings that Swift's Glibc module does not
// export (they are declared in <malloc.h>): see `AllocatorSettings` in the
// strangler executable for what is set and why.
#ifndef STRANGLER_CALLOCATOR_H
#define STRANGLER_CALLOCATOR_H

/// Serves blocks of up to `largest_heap_block` bytes from the heap and keeps
/// up to `kept_free_memory` free bytes at a heap's top before returning them
/// to the kernel. Returns 1 when both were set; 0 when glibc refused a value,
/// or when the C library is not glibc (nothing is changed then).
int strangler_keep_freed_memory(int largest_heap_block, int kept_free_memory);

#endif
