#include "CLibraryLoader.h"

#include <dlfcn.h>
#include <stdio.h>

int decor_open_library(const char *const *names, size_t name_count, const char *const *symbols, void **slots,
                       size_t symbol_count, char *failure, size_t capacity) {
    void *handle = NULL;
    for (size_t index = 0; index < name_count && handle == NULL; index++) {
        handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) {
        snprintf(failure, capacity, "%s", dlerror());
        return -1;
    }
    for (size_t index = 0; index < symbol_count; index++) {
        slots[index] = dlsym(handle, symbols[index]);
        if (slots[index] == NULL) {
            snprintf(failure, capacity, "the loaded %s has no %s", names[0], symbols[index]);
            return -1;
        }
    }
    return 0;
}
