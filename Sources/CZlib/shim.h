#include <zlib.h>

/* zlib's init functions are macros that Swift cannot call; these wrappers pass the version and size. */
static inline int czlib_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
