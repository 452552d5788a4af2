/* iconforge never wants PDF tags (links, structure), and cairo 1.16 crashes on them.
 *
 * librsvg 2.54 calls cairo_tag_begin("Link", "uri='...'") for every <a href> it draws, on any
 * surface. On a PDF surface that writes a link annotation to the URL into the icon's PDF (which
 * qpdf then reports as a damaged cross-reference table), and inside a group, which on a PDF
 * surface is a recording surface, cairo 1.16.0 records the tag with memory it never set and
 * reads it back when the group is replayed or freed: the render worker dies with SIGSEGV on
 * one <a> icon in a few, at random. (Reproduced with cairo alone: cairo_push_group,
 * cairo_tag_begin, a fill, cairo_tag_end, cairo_pop_group, cairo_mask on a PDF surface.)
 *
 * Defined in the executable, these two take the place of cairo's own for every library in the
 * process (the dynamic linker looks in the executable first), so no tag ever reaches cairo: an
 * <a> is just a group, as in the PNGs. cairo itself never calls them; only its users do.
 */
#include <stdatomic.h>

#include "cairo_tags.h"

typedef struct _cairo cairo_t;

static atomic_long dropped;

void cairo_tag_begin(cairo_t *cr, const char *tag_name, const char *attributes) {
    (void)cr;
    (void)tag_name;
    (void)attributes;
    atomic_fetch_add(&dropped, 1);
}

void cairo_tag_end(cairo_t *cr, const char *tag_name) {
    (void)cr;
    (void)tag_name;
}

long iconforge_cairo_tags_dropped(void) {
    return atomic_load(&dropped);
}
