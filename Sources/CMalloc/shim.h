/* glibc's allocator settings (mallopt), which Swift's Glibc module does not import. */
#include <malloc.h>

/* Where the program's data ends: the main arena's heap lies above it, up to the program break. */
static inline const void *decor_program_end(void) {
    extern char end;
    return &end;
}
