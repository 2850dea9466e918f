#ifndef DECOR_CLIBRARYLOADER_H
#define DECOR_CLIBRARYLOADER_H

#include <stddef.h>

/* Opens the first of `names` (sonames, tried in turn) that the dynamic loader finds, and looks up each of
 * `symbols` in it into the slot of the same index: 0 when every one is found. Otherwise -1, with the
 * loader's reason, or the symbol missing, in `failure` (at most `capacity` bytes). Used by the C targets
 * whose libraries decor opens at first use instead of at every start. */
int decor_open_library(const char *const *names, size_t name_count, const char *const *symbols, void **slots,
                       size_t symbol_count, char *failure, size_t capacity);

/* For a library's functions listed as X-macros, X(result, name, parameters, arguments) for those that
 * return a value and X(name, parameters, arguments) for the others: each function's index among the
 * slots, its symbol's name, and a call through its slot. */
#define DECOR_LIBRARY_INDEX(result, name, parameters, arguments) decor_index_##name,
#define DECOR_LIBRARY_VOID_INDEX(name, parameters, arguments) decor_index_##name,
#define DECOR_LIBRARY_SYMBOL(result, name, parameters, arguments) #name,
#define DECOR_LIBRARY_VOID_SYMBOL(name, parameters, arguments) #name,
#define DECOR_LIBRARY_CALL(slots, result, name, parameters, arguments) \
    ((result(*) parameters)(slots)[decor_index_##name]) arguments

#endif
