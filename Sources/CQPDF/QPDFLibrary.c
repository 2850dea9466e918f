/* qpdf's C API, reached through libqpdf opened at the first PDF rather than linked: the library and what
 * it brings with it (GnuTLS, p11-kit, libjpeg and a dozen more) take about 3 ms to load and set up at every
 * start of decor, and most commands never read a PDF. Each function below has qpdf's own declaration
 * (from qpdf-c.h) and calls the library's function of the same name. They are hidden, as the C library's
 * declarations (included first) are not: nothing but decor's own code lands here. */
#define _GNU_SOURCE
#include <CLibraryLoader.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/mman.h>

#pragma GCC visibility push(hidden)
#include "CQPDF.h"
#pragma GCC visibility pop

/* The functions decor calls: result, name, parameters, arguments. */
#define QPDF_VALUE_FUNCTIONS(X) \
    X(qpdf_data, qpdf_init, (void), ()) \
    X(QPDF_BOOL, qpdf_has_error, (qpdf_data qpdf), (qpdf)) \
    X(qpdf_error, qpdf_get_error, (qpdf_data qpdf), (qpdf)) \
    X(enum qpdf_error_code_e, qpdf_get_error_code, (qpdf_data q, qpdf_error e), (q, e)) \
    X(char const *, qpdf_get_error_message_detail, (qpdf_data q, qpdf_error e), (q, e)) \
    X(QPDF_ERROR_CODE, qpdf_read, (qpdf_data qpdf, char const *filename, char const *password), \
      (qpdf, filename, password)) \
    X(QPDF_ERROR_CODE, qpdf_read_memory, \
      (qpdf_data qpdf, char const *description, char const *buffer, unsigned long long size, char const *password), \
      (qpdf, description, buffer, size, password)) \
    X(QPDF_BOOL, qpdf_is_encrypted, (qpdf_data qpdf), (qpdf)) \
    X(QPDF_BOOL, qpdf_allow_extract_all, (qpdf_data qpdf), (qpdf)) \
    X(QPDF_BOOL, qpdf_allow_print_low_res, (qpdf_data qpdf), (qpdf)) \
    X(QPDF_BOOL, qpdf_allow_print_high_res, (qpdf_data qpdf), (qpdf)) \
    X(char const *, qpdf_get_info_key, (qpdf_data qpdf, char const *key), (qpdf, key)) \
    X(QPDF_ERROR_CODE, qpdf_init_write, (qpdf_data qpdf, char const *filename), (qpdf, filename)) \
    X(QPDF_ERROR_CODE, qpdf_init_write_memory, (qpdf_data qpdf), (qpdf)) \
    X(QPDF_ERROR_CODE, qpdf_write, (qpdf_data qpdf), (qpdf)) \
    X(size_t, qpdf_get_buffer_length, (qpdf_data qpdf), (qpdf)) \
    X(unsigned char const *, qpdf_get_buffer, (qpdf_data qpdf), (qpdf)) \
    X(qpdf_oh, qpdf_get_trailer, (qpdf_data qpdf), (qpdf)) \
    X(qpdf_oh, qpdf_oh_get_key, (qpdf_data qpdf, qpdf_oh oh, char const *key), (qpdf, oh, key)) \
    X(QPDF_BOOL, qpdf_oh_is_array, (qpdf_data qpdf, qpdf_oh oh), (qpdf, oh)) \
    X(QPDF_BOOL, qpdf_oh_is_string, (qpdf_data qpdf, qpdf_oh oh), (qpdf, oh)) \
    X(int, qpdf_oh_get_array_n_items, (qpdf_data qpdf, qpdf_oh oh), (qpdf, oh)) \
    X(qpdf_oh, qpdf_oh_get_array_item, (qpdf_data qpdf, qpdf_oh oh, int n), (qpdf, oh, n)) \
    X(char const *, qpdf_oh_get_binary_string_value, (qpdf_data qpdf, qpdf_oh oh, size_t *length), \
      (qpdf, oh, length))

#define QPDF_VOID_FUNCTIONS(X) \
    X(qpdf_cleanup, (qpdf_data *qpdf), (qpdf)) \
    X(qpdf_silence_errors, (qpdf_data qpdf), (qpdf)) \
    X(qpdf_set_suppress_warnings, (qpdf_data qpdf, QPDF_BOOL value), (qpdf, value)) \
    X(qpdf_set_preserve_encryption, (qpdf_data qpdf, QPDF_BOOL value), (qpdf, value)) \
    X(qpdf_set_decode_level, (qpdf_data qpdf, enum qpdf_stream_decode_level_e level), (qpdf, level)) \
    X(qpdf_set_compress_streams, (qpdf_data qpdf, QPDF_BOOL value), (qpdf, value)) \
    X(qpdf_set_deterministic_ID, (qpdf_data qpdf, QPDF_BOOL value), (qpdf, value)) \
    X(qpdf_set_static_ID, (qpdf_data qpdf, QPDF_BOOL value), (qpdf, value))

/* The soname decor is built against on Debian 12, then the development link any build machine has. */
DECOR_LAZY_LIBRARY(QPDF_VALUE_FUNCTIONS, QPDF_VOID_FUNCTIONS, "libqpdf.so.29", "libqpdf.so")

int decor_qpdf_load(char *reason, size_t capacity) {
    pthread_once(&loading, load_library);
    if (failure[0] == '\0') return 0;
    if (capacity > 0) snprintf(reason, capacity, "%s", failure);
    return -1;
}

#define FORWARD(result, name, parameters, arguments) \
    result name parameters { return DECOR_LIBRARY_CALL(slots, result, name, parameters, arguments); }
#define FORWARD_VOID(name, parameters, arguments) \
    void name parameters { DECOR_LIBRARY_CALL(slots, void, name, parameters, arguments); }
QPDF_VALUE_FUNCTIONS(FORWARD)
QPDF_VOID_FUNCTIONS(FORWARD_VOID)
