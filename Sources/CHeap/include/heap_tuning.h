#ifndef SWATCH_HEAP_TUNING_H
#define SWATCH_HEAP_TUNING_H

/// Sets up the C allocator so a large build's peak memory is what it holds, not what the allocator keeps
/// around it. Call first thing in `main`, before any thread starts; it does nothing outside glibc.
///
/// glibc's defaults cost a 100,000-token `swatch build` about 100 MB of peak RSS. Each thread that allocates
/// gets an arena of its own (up to eight per core), which keeps what its thread freed for that thread alone;
/// and the size above which a block gets a mapping of its own, returned to the system when freed, rises with
/// every large block freed, so later megabyte-sized render buffers stay in the arenas after they are freed.
/// One arena and a fixed 1 MiB threshold leave the program's instructions as they were.
void swatch_tune_heap(void);

/// Gives the pages the allocator holds free back to the system (glibc's `malloc_trim`), so memory a finished
/// stage freed is not resident while the next stage runs; does nothing outside glibc.
void swatch_release_free_heap(void);

#endif
