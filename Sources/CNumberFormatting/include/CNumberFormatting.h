#ifndef DECOR_CNUMBERFORMATTING_H
#define DECOR_CNUMBERFORMATTING_H

#include <stddef.h>

/* Writes `value` as printf's "%g" does (six significant digits at most, no trailing zeros, an exponent
 * below 1e-4 and from 1e6 on) into `buffer`, NUL-terminated; returns the length snprintf returns. In C
 * because Swift reaches printf only through a variadic call, and building its va_list casts each argument
 * at run time: protocol conformance lookups that scan all of the binary's conformance records. */
int decor_format_general(double value, char *buffer, size_t capacity);

#endif
