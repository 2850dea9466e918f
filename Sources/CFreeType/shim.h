#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/// FT_LOAD_TARGET_LIGHT is a macro expression Swift cannot import: the load flags of "slight" hinting.
static inline FT_Int32 cfreetype_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
