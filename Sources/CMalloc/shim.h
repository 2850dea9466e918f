/* glibc's allocator settings (mallopt), which Swift's Glibc module does not import. */
#include <malloc.h>
