#include "CAllocator.h"

// Any C library header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int strangler_keep_freed_memory(int largest_heap_block, int kept_free_memory) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, largest_heap_block) == 1 && mallopt(M_TRIM_THRESHOLD, kept_free_memory) == 1;
#else
  (void)largest_heap_block;
  (void)kept_free_memory;
  return 0;
#endif
}
