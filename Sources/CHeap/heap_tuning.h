#ifndef SWATCH_HEAP_TUNING_H
#define SWATCH_HEAP_TUNING_H

// Header-only, so no C object (and no clang debug information, which valgrind 3.19 cannot read) joins the
// binary.
#include <stdlib.h>  // defines __GLIBC__ with glibc
#if defined(__GLIBC__)
#include <malloc.h>
#include <stdio.h>
#include <unistd.h>
#endif

/// Sets up the C allocator so a large build's peak memory is what it holds, not what the allocator keeps
/// around it, while a small build reuses what it frees. Call first thing in `main`, before any thread starts;
/// it does nothing outside glibc.
///
/// glibc's defaults cost a 100,000-token `swatch build` about 100 MB of peak RSS. Each thread that allocates
/// gets an arena of its own (up to eight per core), which keeps what its thread freed for that thread alone; so
/// there is one arena.
///
/// A process starts roomy: blocks up to 32 MiB come from the heap, and up to 32 MiB free at its top stay
/// there. A one-token rebuild at 10,000 tokens allocates and frees megabyte-sized buffers by the hundred (render
/// segments, joined files, the last build's files); given a mapping of its own each, every one of their pages
/// faulted in anew (41,000 page faults, 12% of the CPU time). Once the process is past the resident size given
/// to `swatch_release_free_heap` (160 MB, `HeapReleasingObserver`) the heap turns tight for good: a block of
/// 1 MiB or more gets a mapping of its own, returned to the system when freed, and the heap's top is trimmed as
/// glibc does by default. A 100,000-token build is past it when parsing ends.
static inline void swatch_tune_heap(void) {
#if defined(__GLIBC__)
  mallopt(M_ARENA_MAX, 1);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 32 << 20);
#endif
}

/// Makes the heap tight (see `swatch_tune_heap`): large blocks mapped on their own, the top trimmed.
static inline void swatch_tighten_heap(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 10);
#endif
}

/// The bytes the process holds resident (`/proc/self/statm`), or -1 where that cannot be read.
static inline long swatch_resident_bytes(void) {
#if defined(__GLIBC__)
  FILE *statm = fopen("/proc/self/statm", "r");
  long size = 0, resident = 0;
  int fields = statm ? fscanf(statm, "%ld %ld", &size, &resident) : 0;
  if (statm) fclose(statm);
  return fields == 2 ? resident * sysconf(_SC_PAGESIZE) : -1;
#else
  return -1;
#endif
}

/// Once the process holds more than `threshold` bytes resident (`swatch_resident_bytes`), makes the heap tight
/// and gives the pages the allocator holds free back to the system (glibc's `malloc_trim`), so memory a
/// finished stage freed is not resident while the next stage runs; does nothing outside glibc.
///
/// Below that the freed pages are soon reused, and the trim walks the whole heap holding its one arena's lock,
/// so another writer's every allocation waits for it (about 13 ms of a 10,000-token rebuild, 80 MB resident).
static inline void swatch_release_free_heap(long threshold) {
#if defined(__GLIBC__)
  long resident = swatch_resident_bytes();
  // Where the figure cannot be read, trim as before.
  if (resident >= 0 && resident < threshold) return;
  swatch_tighten_heap();
  malloc_trim(0);
#endif
}

#endif
