#ifndef ICONFORGE_CAIRO_TAGS_H
#define ICONFORGE_CAIRO_TAGS_H

/* iconforge's own cairo_tag_begin and cairo_tag_end (see cairo_tags.c). Returns how many tag
   calls were dropped so far in this process, for tests. */
long iconforge_cairo_tags_dropped(void);

#endif
