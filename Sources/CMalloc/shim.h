// The C library allocator's settings, where it has them (glibc): the indexer's heap
// policy (Sources/ImplicitsIndexer/HeapPolicy.swift says why). Elsewhere a no-op.
#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
static inline void implicits_heap_policy(int arenas, int mmap_threshold) {
  mallopt(M_ARENA_MAX, arenas);
  mallopt(M_MMAP_THRESHOLD, mmap_threshold);
}
#else
static inline void implicits_heap_policy(int arenas, int mmap_threshold) {
  (void)arenas;
  (void)mmap_threshold;
}
#endif
