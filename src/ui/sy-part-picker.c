/* sy-part-picker.c: the ship part designs of the box, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each design is a button drawn as the yard draws the part (its hull and
 * the symbols printed on it), grouped by kind in the order given (most
 * seen first), wrapping to the width. A tap hands the design on; the one
 * being entered is shown pressed. The designs of a kind the form says no
 * slot can take now (the engine's answer) are greyed, with why.
 */
#define G_LOG_DOMAIN "sy-part-picker"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-part-picker.h"
#include "sy-tooltip.h"
#include "sy-user-data.h"
#include "sy-tile-picker.h"
#include "sy-yard-view.h"

#define N_KINDS 3
/* The part as the yard draws it, half as large again: a button to tap. */
#define SCALE 1.5
#define PICTURE_WIDTH 72
#define PICTURE_HEIGHT 60

struct _SyPartPicker
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *labels[N_KINDS];
  GtkWidget *flows[N_KINDS];
  SyUserData *user_data;        /* whose box is shown, followed */
  SyEdition edition;
  GArray *parts;                /* SyPart, as shown */
  GPtrArray *buttons;           /* a GtkToggleButton per part */
  char *unplaceable[N_KINDS];   /* why no slot takes the kind now; NULL when one does */
};

G_DEFINE_FINAL_TYPE (SyPartPicker, sy_part_picker, GTK_TYPE_WIDGET)

enum {
  PART_PICKED,
  PARTS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * sy_part_picker_new:
 *
 * Returns: (transfer floating): an empty picker
 */
GtkWidget *
sy_part_picker_new (void)
{
  return g_object_new (SY_TYPE_PART_PICKER, NULL);
}

static const char *
kind_id (SyPartKind kind)
{
  switch (kind)
    {
    case SY_PART_BOW:
      return "bow";
    case SY_PART_MIDDLE:
      return "middle";
    case SY_PART_STERN:
      return "stern";
    case SY_PART_NONE:
    default:
      g_return_val_if_reached ("none");
    }
}

static gboolean
same_part (const SyPart *a,
           const SyPart *b)
{
  return a->kind == b->kind && a->blank == b->blank
         && memcmp (a->symbols, b->symbols, sizeof a->symbols) == 0;
}

static void
draw_part_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  const SyPart *part = user_data;
  GdkRGBA fg;

  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  cairo_scale (cr, SCALE, SCALE);
  sy_part_draw (cr, part, width / SCALE, &fg);
}

static void
button_clicked_cb (GtkButton    *button,
                   SyPartPicker *self)
{
  guint index;

  if (g_ptr_array_find (self->buttons, button, &index))
    g_signal_emit (self, signals[PART_PICKED], 0, index);
}

static void
clear (SyPartPicker *self)
{
  for (guint k = 0; k < N_KINDS; k++)
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (self->flows[k])) != NULL)
        gtk_flow_box_remove (GTK_FLOW_BOX (self->flows[k]), child);
      gtk_widget_set_visible (self->labels[k], FALSE);
      gtk_widget_set_visible (self->flows[k], FALSE);
    }
  g_ptr_array_set_size (self->buttons, 0);
  g_array_set_size (self->parts, 0);
}

/* A design of a kind no slot takes now is shown greyed, with why. */
static void
update_button (SyPartPicker *self,
               guint         index)
{
  const SyPart *part = &g_array_index (self->parts, SyPart, index);
  GtkWidget *button = g_ptr_array_index (self->buttons, index);
  const char *why = self->unplaceable[part->kind - SY_PART_BOW];
  g_autofree char *words = sy_part_describe (part);
  g_autofree char *tooltip = why != NULL ? g_strdup_printf ("%s\n%s", words, why) : NULL;

  gtk_widget_set_sensitive (button, why == NULL);
  sy_tooltip_set (button, why != NULL ? tooltip : words);
}

/**
 * sy_part_picker_set_parts:
 * @self: a #SyPartPicker
 * @parts: (array length=n_parts): the designs to offer, most seen first
 * @n_parts: how many
 *
 * Shows @parts, each kind apart (bows, middle parts, sterns), in the
 * order given within a kind.
 */
void
sy_part_picker_set_parts (SyPartPicker *self,
                          const SyPart *parts,
                          guint         n_parts)
{
  g_return_if_fail (SY_IS_PART_PICKER (self));
  g_return_if_fail (parts != NULL || n_parts == 0);

  clear (self);
  for (guint i = 0; i < n_parts; i++)
    if (parts[i].kind >= SY_PART_BOW && parts[i].kind <= SY_PART_STERN)
      g_array_append_val (self->parts, parts[i]);

  for (guint i = 0, seen[N_KINDS] = { 0, }; i < self->parts->len; i++)
    {
      const SyPart *part = &g_array_index (self->parts, SyPart, i);
      guint k = part->kind - SY_PART_BOW;
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *area = gtk_drawing_area_new ();
      g_autofree char *words = sy_part_describe (part);
      g_autofree char *name = g_strdup_printf ("box-part-%s-%u", kind_id (part->kind), seen[k]++);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), PICTURE_WIDTH);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), PICTURE_HEIGHT);
      /* The part drawn: the array is not resized again until the next
       * call, which removes these buttons first. */
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_part_cb, (gpointer) part, NULL);
      gtk_button_set_child (GTK_BUTTON (button), area);
      gtk_widget_add_css_class (button, "box-part-choice");
      gtk_widget_set_name (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      words, -1);
      g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
      gtk_flow_box_insert (GTK_FLOW_BOX (self->flows[k]), button, -1);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      gtk_widget_set_visible (self->labels[k], TRUE);
      gtk_widget_set_visible (self->flows[k], TRUE);
      g_ptr_array_add (self->buttons, button);
      update_button (self, self->buttons->len - 1);
    }
}

/**
 * sy_part_picker_set_unplaceable:
 * @self: a #SyPartPicker
 * @kind: a kind of part
 * @why: (nullable): why no slot can take a part of @kind now, as the
 *   engine answered; %NULL when a slot can
 *
 * The designs of @kind are shown greyed and cannot be tapped while @why
 * is set; their tooltip says why. The picker never decides it itself.
 */
void
sy_part_picker_set_unplaceable (SyPartPicker *self,
                                SyPartKind    kind,
                                const char   *why)
{
  guint k;

  g_return_if_fail (SY_IS_PART_PICKER (self));
  g_return_if_fail (kind >= SY_PART_BOW && kind <= SY_PART_STERN);

  k = kind - SY_PART_BOW;
  if (g_strcmp0 (self->unplaceable[k], why) == 0)
    return;
  g_free (self->unplaceable[k]);
  self->unplaceable[k] = g_strdup (why);
  for (guint i = 0; i < self->parts->len; i++)
    if (g_array_index (self->parts, SyPart, i).kind == kind)
      update_button (self, i);
}

/* The designs the owner's box holds for the edition, bows, middle
 * parts and sterns, each kind most seen first. */
static void
read_box (SyPartPicker *self)
{
  SyBox *box = self->user_data != NULL ? sy_user_data_get_box (self->user_data, self->edition) : NULL;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (SyPart));

  for (SyPartKind kind = SY_PART_BOW; box != NULL && kind <= SY_PART_STERN; kind++)
    {
      g_autoptr(GPtrArray) designs = sy_box_list_parts (box, kind);

      for (guint i = 0; i < designs->len; i++)
        g_array_append_val (parts, ((const SyBoxPart *) g_ptr_array_index (designs, i))->part);
    }
  sy_part_picker_set_parts (self, (const SyPart *) (gpointer) parts->data, parts->len);
  g_signal_emit (self, signals[PARTS_CHANGED], 0);
}

static void
box_changed_cb (SyUserData   *owner,
                SyEdition     edition,
                SyPartPicker *self)
{
  if (edition == self->edition)
    read_box (self);
}

/**
 * sy_part_picker_show_box:
 * @self: a #SyPartPicker
 * @user_data: (nullable): the user's data, whose boxes are shown; %NULL
 *   for none
 * @edition: the game's edition
 *
 * Shows the designs of the owner's box for @edition, kept up to date as the
 * box changes.
 */
void
sy_part_picker_show_box (SyPartPicker *self,
                         SyUserData   *user_data,
                         SyEdition     edition)
{
  g_return_if_fail (SY_IS_PART_PICKER (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (self->user_data != user_data)
    {
      if (self->user_data != NULL)
        g_signal_handlers_disconnect_by_func (self->user_data, box_changed_cb, self);
      g_set_object (&self->user_data, user_data);
      if (user_data != NULL)
        g_signal_connect_object (user_data, "box-changed", G_CALLBACK (box_changed_cb), self, 0);
    }
  self->edition = edition;
  read_box (self);
}

/**
 * sy_part_picker_matches:
 *
 * Returns: whether @part is one of the designs offered
 */
gboolean
sy_part_picker_matches (SyPartPicker *self,
                        const SyPart *part)
{
  g_return_val_if_fail (SY_IS_PART_PICKER (self), FALSE);
  g_return_val_if_fail (part != NULL, FALSE);

  for (guint i = 0; i < self->parts->len; i++)
    if (same_part (&g_array_index (self->parts, SyPart, i), part))
      return TRUE;
  return FALSE;
}

/**
 * sy_part_picker_get_n_parts:
 *
 * Returns: how many designs are offered
 */
guint
sy_part_picker_get_n_parts (SyPartPicker *self)
{
  g_return_val_if_fail (SY_IS_PART_PICKER (self), 0);

  return self->parts->len;
}

/**
 * sy_part_picker_get_part:
 * @self: a #SyPartPicker
 * @index: a design's index, as ::part-picked gives it
 *
 * Returns: (transfer none): the design, valid until the parts are set again
 */
const SyPart *
sy_part_picker_get_part (SyPartPicker *self,
                         guint         index)
{
  g_return_val_if_fail (SY_IS_PART_PICKER (self), NULL);
  g_return_val_if_fail (index < self->parts->len, NULL);

  return &g_array_index (self->parts, SyPart, index);
}

/**
 * sy_part_picker_find_button:
 * @self: a #SyPartPicker
 * @part: a design
 *
 * Returns: (transfer none) (nullable): the button that picks @part, if
 *   it is offered
 */
GtkWidget *
sy_part_picker_find_button (SyPartPicker *self,
                            const SyPart *part)
{
  g_return_val_if_fail (SY_IS_PART_PICKER (self), NULL);
  g_return_val_if_fail (part != NULL, NULL);

  for (guint i = 0; i < self->buttons->len; i++)
    if (same_part (&g_array_index (self->parts, SyPart, i), part))
      return g_ptr_array_index (self->buttons, i);
  return NULL;
}

/**
 * sy_part_picker_has_kind:
 *
 * Returns: whether a design of @kind is offered
 */
gboolean
sy_part_picker_has_kind (SyPartPicker *self,
                         SyPartKind    kind)
{
  g_return_val_if_fail (SY_IS_PART_PICKER (self), FALSE);

  for (guint i = 0; i < self->parts->len; i++)
    if (g_array_index (self->parts, SyPart, i).kind == kind)
      return TRUE;
  return FALSE;
}

/**
 * sy_part_picker_set_current:
 * @self: a #SyPartPicker
 * @part: (nullable): the part being entered
 *
 * Shows the design equal to @part pressed, and no other.
 */
void
sy_part_picker_set_current (SyPartPicker *self,
                            const SyPart *part)
{
  g_return_if_fail (SY_IS_PART_PICKER (self));

  for (guint i = 0; i < self->buttons->len; i++)
    {
      const SyPart *shown = &g_array_index (self->parts, SyPart, i);

      gtk_toggle_button_set_active (g_ptr_array_index (self->buttons, i),
                                    part != NULL && same_part (shown, part));
    }
}

static void
sy_part_picker_dispose (GObject *object)
{
  SyPartPicker *self = SY_PART_PICKER (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_part_picker_parent_class)->dispose (object);
}

static void
sy_part_picker_finalize (GObject *object)
{
  SyPartPicker *self = SY_PART_PICKER (object);

  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->parts, g_array_unref);
  for (guint k = 0; k < N_KINDS; k++)
    g_clear_pointer (&self->unplaceable[k], g_free);

  G_OBJECT_CLASS (sy_part_picker_parent_class)->finalize (object);
}

static void
sy_part_picker_class_init (SyPartPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_part_picker_dispose;
  object_class->finalize = sy_part_picker_finalize;

  /**
   * SyPartPicker::part-picked:
   * @self: the picker
   * @index: the design tapped, for sy_part_picker_get_part()
   */
  signals[PART_PICKED] =
    g_signal_new ("part-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * SyPartPicker::parts-changed:
   * @self: the picker
   *
   * The designs offered were read again from the box.
   */
  signals[PARTS_CHANGED] =
    g_signal_new ("parts-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "part-picker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sy_part_picker_init (SyPartPicker *self)
{
  const char *kinds[N_KINDS] = { _("Bow"), _("Middle part"), _("Stern") };

  self->parts = g_array_new (FALSE, FALSE, sizeof (SyPart));
  self->buttons = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  for (guint k = 0; k < N_KINDS; k++)
    {
      GtkWidget *flow = sy_picker_flow_box_new ();

      self->labels[k] = gtk_label_new (kinds[k]);
      gtk_label_set_xalign (GTK_LABEL (self->labels[k]), 0.0);
      gtk_widget_add_css_class (self->labels[k], "caption-heading");
      gtk_widget_add_css_class (self->labels[k], "dim-label");
      gtk_box_append (GTK_BOX (self->box), self->labels[k]);

      gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      kinds[k], -1);
      gtk_box_append (GTK_BOX (self->box), flow);
      self->flows[k] = flow;
      gtk_widget_set_visible (self->labels[k], FALSE);
      gtk_widget_set_visible (flow, FALSE);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("From the box"), -1);
}
