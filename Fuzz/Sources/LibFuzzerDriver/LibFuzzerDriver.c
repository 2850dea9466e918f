// Only the header matters: libFuzzer itself comes with -sanitize=fuzzer. SwiftPM needs a source file to
// make a C target of it.
#include "LibFuzzerDriver.h"
