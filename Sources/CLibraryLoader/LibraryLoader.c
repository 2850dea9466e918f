#include "CLibraryLoader.h"

#include <dlfcn.h>
#include <stdio.h>

int decor_open_library(const char *const *names, size_t name_count, const char *const *symbols, void **slots,
                       size_t symbol_count, char *failure, size_t capacity) {
    void *handle = NULL;
    size_t opened = 0;
    for (; opened < name_count; opened++) {
        handle = dlopen(names[opened], RTLD_NOW | RTLD_LOCAL);
        if (handle != NULL) break;
    }
    if (handle == NULL) {
        snprintf(failure, capacity, "%s", dlerror());
        return -1;
    }
    for (size_t index = 0; index < symbol_count; index++) {
        slots[index] = dlsym(handle, symbols[index]);
        if (slots[index] == NULL) {
            snprintf(failure, capacity, "the loaded %s has no %s", names[opened], symbols[index]);
            return -1;
        }
    }
    return 0;
}
