#ifndef SWATCH_WRITEBACK_H
#define SWATCH_WRITEBACK_H

// Header-only, like CHeap: no C object joins the binary.
#if defined(__linux__)
#include <stdint.h>

// glibc declares it only under _GNU_SOURCE, which Swift's Glibc module is not built with.
extern int sync_file_range(int fd, int64_t offset, int64_t count, unsigned int flags);

/// Starts writing every dirty page of the file open at `descriptor` to the disk and returns without waiting
/// (`sync_file_range` with `SYNC_FILE_RANGE_WRITE`, 2); 0 when it did, -1 with `errno` when not.
static inline int swatch_start_writeback(int descriptor) { return sync_file_range(descriptor, 0, 0, 2); }
#else
/// Nothing outside Linux.
static inline int swatch_start_writeback(int descriptor) {
  (void)descriptor;
  return 0;
}
#endif

#endif
