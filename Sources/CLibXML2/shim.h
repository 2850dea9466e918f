#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, whose headers clash with the ICU copy Foundation carries. decor never
   touches the ICU members of libxml2's structures, so the ICU-specific declarations are left out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlIO.h>

/* xmlFree is a global function pointer, which Swift 6 treats as shared mutable state; call it through C. */
static inline void cxml_free(void *memory) { xmlFree(memory); }
