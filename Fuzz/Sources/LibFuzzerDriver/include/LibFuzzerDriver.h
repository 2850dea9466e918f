#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for a program that has its own `main` (compiler-rt's FuzzerInterface.h): runs the
/// fuzzer with the command line's flags, calling `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
