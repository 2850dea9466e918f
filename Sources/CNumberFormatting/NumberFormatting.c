#include "CNumberFormatting.h"

#include <stdio.h>

int decor_format_general(double value, char *buffer, size_t capacity) {
    return snprintf(buffer, capacity, "%g", value);
}
