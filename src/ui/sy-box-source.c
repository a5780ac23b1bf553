/* sy-box-source.c: where the forms find the box, without reaching back to the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application keeps the boxes and says when one changed (its
 * ::box-changed signal, with the edition). The action forms are built deep
 * under the window, which the application builds: were they to include the
 * application, the forms would reach their own dispatcher. The application
 * names itself here at startup instead, and the forms' pickers ask here.
 */
#define G_LOG_DOMAIN "sy-box-source"

#include "config.h"

#include "sy-box-source.h"

static GWeakRef owner_ref;
static SyBoxSourceFunc source_func;

/**
 * sy_box_source_set:
 * @owner: the object that keeps the boxes and emits `box-changed`
 *   (#SyEdition) when one changes; held weakly
 * @func: how to ask @owner for a box
 */
void
sy_box_source_set (GObject         *owner,
                   SyBoxSourceFunc  func)
{
  g_return_if_fail (G_IS_OBJECT (owner));
  g_return_if_fail (func != NULL);

  g_weak_ref_set (&owner_ref, owner);
  source_func = func;
}

/**
 * sy_box_source_get_owner:
 *
 * Returns: (transfer full) (nullable): the object that keeps the boxes,
 *   if there is one still
 */
GObject *
sy_box_source_get_owner (void)
{
  return g_weak_ref_get (&owner_ref);
}

/**
 * sy_box_source_get:
 * @edition: an edition
 *
 * Returns: (transfer none) (nullable): the box of @edition, or %NULL when
 *   no box is kept (a widget shown outside the application)
 */
SyBox *
sy_box_source_get (SyEdition edition)
{
  g_autoptr(GObject) owner = sy_box_source_get_owner ();

  return owner != NULL && source_func != NULL ? source_func (owner, edition) : NULL;
}
