#include "heap_tuning.h"

#include <stdlib.h>  // defines __GLIBC__ with glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void swatch_tune_heap(void) {
#if defined(__GLIBC__)
  mallopt(M_ARENA_MAX, 1);
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void swatch_release_free_heap(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}
