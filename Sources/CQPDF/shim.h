#define _GNU_SOURCE
#include <sys/mman.h>
#include <qpdf/qpdf-c.h>

/* An unnamed, memory-only file (Linux memfd) that qpdf can write a clear PDF into, closed on exec.
 * Swift's Glibc module leaves memfd_create out; -1 (with errno) where the kernel refuses it. */
static inline int decor_anonymous_memory_file(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}
