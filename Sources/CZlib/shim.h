#include <zlib.h>

/* zlib's init functions are macros that Swift cannot call; these wrappers pass the version and size. */
static inline int czlib_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

/* Raw DEFLATE output (no zlib header), as LCP compresses resources before encrypting them. */
static inline int czlib_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
