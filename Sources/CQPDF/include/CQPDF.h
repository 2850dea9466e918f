#ifndef DECOR_CQPDF_H
#define DECOR_CQPDF_H

#define _GNU_SOURCE
#include <stddef.h>
#include <sys/mman.h>
#include <qpdf/qpdf-c.h>

/* Opens libqpdf, once: the qpdf functions declared above reach the library only after this has returned
 * 0. Otherwise -1, with the dynamic loader's reason written into `reason` (at most `capacity` bytes). */
int decor_qpdf_load(char *reason, size_t capacity);

/* An unnamed, memory-only file (Linux memfd) that qpdf can write a clear PDF into, closed on exec.
 * Swift's Glibc module leaves memfd_create out; -1 (with errno) where the kernel refuses it. */
static inline int decor_anonymous_memory_file(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}

#endif
