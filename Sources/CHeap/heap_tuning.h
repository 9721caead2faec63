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
/// around it. Call first thing in `main`, before any thread starts; it does nothing outside glibc.
///
/// glibc's defaults cost a 100,000-token `swatch build` about 100 MB of peak RSS. Each thread that allocates
/// gets an arena of its own (up to eight per core), which keeps what its thread freed for that thread alone;
/// and the size above which a block gets a mapping of its own, returned to the system when freed, rises with
/// every large block freed, so later megabyte-sized render buffers stay in the arenas after they are freed.
/// One arena and a fixed 1 MiB threshold leave the program's instructions as they were.
static inline void swatch_tune_heap(void) {
#if defined(__GLIBC__)
  mallopt(M_ARENA_MAX, 1);
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

/// Gives the pages the allocator holds free back to the system (glibc's `malloc_trim`), so memory a finished
/// stage freed is not resident while the next stage runs; does nothing outside glibc.
///
/// Only once the process holds more than `threshold` bytes resident (`/proc/self/statm`): below that the freed
/// pages are soon reused, and the trim walks the whole heap holding its one arena's lock, so another writer's
/// every allocation waits for it (about 13 ms of a 10,000-token rebuild, 80 MB resident).
static inline void swatch_release_free_heap(long threshold) {
#if defined(__GLIBC__)
  FILE *statm = fopen("/proc/self/statm", "r");
  long size = 0, resident = 0;
  int fields = statm ? fscanf(statm, "%ld %ld", &size, &resident) : 0;
  if (statm) fclose(statm);
  // Where the figure cannot be read, trim as before.
  if (fields == 2 && resident * sysconf(_SC_PAGESIZE) < threshold) return;
  malloc_trim(0);
#endif
}

#endif
