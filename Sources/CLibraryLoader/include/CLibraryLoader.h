#ifndef DECOR_CLIBRARYLOADER_H
#define DECOR_CLIBRARYLOADER_H

#include <pthread.h>
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

/* What a C file opening a library at first use keeps: its functions' slots and symbols, whether it was
 * loaded and the reason it failed (empty when it did not), and `load_library`, for pthread_once, which
 * opens the first of the sonames given and fills the slots. */
#define DECOR_LAZY_LIBRARY(VALUE_FUNCTIONS, VOID_FUNCTIONS, ...) \
    enum { VALUE_FUNCTIONS(DECOR_LIBRARY_INDEX) VOID_FUNCTIONS(DECOR_LIBRARY_VOID_INDEX) function_count }; \
    static const char *const symbols[] = { \
        VALUE_FUNCTIONS(DECOR_LIBRARY_SYMBOL) VOID_FUNCTIONS(DECOR_LIBRARY_VOID_SYMBOL) \
    }; \
    static void *slots[function_count]; \
    static pthread_once_t loading = PTHREAD_ONCE_INIT; \
    static char failure[512]; \
    static void load_library(void) { \
        static const char *const names[] = {__VA_ARGS__}; \
        decor_open_library(names, sizeof names / sizeof names[0], symbols, slots, function_count, failure, \
                           sizeof failure); \
    }

#endif
