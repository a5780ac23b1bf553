/* sy-columns.c: two children side by side when wide, one above the other
 * when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first child is the main column, the second the side column. From
 * #SyColumns:threshold pixels wide, the side column takes about two fifths
 * of the width at the right; below it, the two lie one above the other,
 * no wider than a readable column, centred. Children are added in a .ui
 * file as any widget's children are.
 */
#define G_LOG_DOMAIN "sy-columns"

#include "config.h"

#include "sy-columns.h"

#define SPACING 24
#define COLUMN_WIDTH 600      /* the widest a single column grows */
#define SIDE_MIN 360
#define SIDE_MAX 560

struct _SyColumns
{
  GtkWidget parent_instance;

  int threshold;
  gboolean wide;
};

G_DEFINE_FINAL_TYPE (SyColumns, sy_columns, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_THRESHOLD,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
sy_columns_new (void)
{
  return g_object_new (SY_TYPE_COLUMNS, NULL);
}

/* The visible main and side children; either may be NULL. */
static void
get_children (SyColumns  *self,
              GtkWidget **main_child,
              GtkWidget **side_child)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self));
  GtkWidget *second = first != NULL ? gtk_widget_get_next_sibling (first) : NULL;

  *main_child = first != NULL && gtk_widget_should_layout (first) ? first : NULL;
  *side_child = second != NULL && gtk_widget_should_layout (second) ? second : NULL;
}

static int
side_width (int width)
{
  return CLAMP (width * 2 / 5, SIDE_MIN, SIDE_MAX);
}

static gboolean
is_wide_at (SyColumns *self,
            int        width,
            GtkWidget *side_child)
{
  return side_child != NULL && width >= self->threshold;
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
sy_columns_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  SyColumns *self = SY_COLUMNS (widget);
  GtkWidget *main_child;
  GtkWidget *side_child;
  int main_min, main_nat, side_min, side_nat;

  get_children (self, &main_child, &side_child);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Narrow enough to stack; wide enough, when there is room, for both. */
      measure_child (main_child, orientation, -1, &main_min, &main_nat);
      measure_child (side_child, orientation, -1, &side_min, &side_nat);
      *minimum = MAX (main_min, side_min);
      *natural = MAX (*minimum, MAX (MIN (main_nat, COLUMN_WIDTH), MIN (side_nat, COLUMN_WIDTH)));
      return;
    }

  if (for_size >= 0 && is_wide_at (self, for_size, side_child))
    {
      int side_w = side_width (for_size);

      measure_child (main_child, orientation, for_size - side_w - SPACING, &main_min, &main_nat);
      measure_child (side_child, orientation, side_w, &side_min, &side_nat);
      *minimum = MAX (main_min, side_min);
      *natural = MAX (main_nat, side_nat);
      return;
    }

  {
    int column = for_size >= 0 ? MIN (for_size, COLUMN_WIDTH) : -1;
    int gap = main_child != NULL && side_child != NULL ? SPACING : 0;

    measure_child (main_child, orientation, column, &main_min, &main_nat);
    measure_child (side_child, orientation, column, &side_min, &side_nat);
    *minimum = main_min + gap + side_min;
    *natural = main_nat + gap + side_nat;
  }
}

static void
allocate_child (GtkWidget *child,
                int        x,
                int        y,
                int        width,
                int        height)
{
  if (child != NULL)
    gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

static void
sy_columns_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  SyColumns *self = SY_COLUMNS (widget);
  GtkWidget *main_child;
  GtkWidget *side_child;
  gboolean wide;

  get_children (self, &main_child, &side_child);
  wide = is_wide_at (self, width, side_child);
  if (wide)
    {
      int side_w = side_width (width);
      int main_w = width - side_w - SPACING;
      int main_min, main_nat, side_min, side_nat;

      measure_child (main_child, GTK_ORIENTATION_VERTICAL, main_w, &main_min, &main_nat);
      measure_child (side_child, GTK_ORIENTATION_VERTICAL, side_w, &side_min, &side_nat);
      allocate_child (main_child, 0, 0, main_w, MAX (main_min, MIN (main_nat, height)));
      allocate_child (side_child, main_w + SPACING, 0, side_w, MAX (side_min, MIN (side_nat, height)));
    }
  else
    {
      int column = MIN (width, COLUMN_WIDTH);
      int x = (width - column) / 2;
      int main_min, main_nat, main_h;

      measure_child (main_child, GTK_ORIENTATION_VERTICAL, column, &main_min, &main_nat);
      main_h = main_nat;
      if (side_child != NULL)
        {
          int side_min, side_nat;

          measure_child (side_child, GTK_ORIENTATION_VERTICAL, column, &side_min, &side_nat);
          if (main_h + SPACING + side_min > height)
            main_h = MAX (main_min, height - SPACING - side_min);
          allocate_child (side_child, x, main_h + SPACING, column,
                          MAX (side_min, height - main_h - SPACING));
        }
      else
        {
          main_h = MAX (main_min, height);
        }
      allocate_child (main_child, x, 0, column, main_h);
    }

  if (wide != self->wide)
    {
      self->wide = wide;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
    }
}

static GtkSizeRequestMode
sy_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/**
 * sy_columns_get_threshold:
 * @self: a #SyColumns
 *
 * Returns: the width from which the children lie side by side
 */
int
sy_columns_get_threshold (SyColumns *self)
{
  g_return_val_if_fail (SY_IS_COLUMNS (self), 0);

  return self->threshold;
}

void
sy_columns_set_threshold (SyColumns *self,
                          int        threshold)
{
  g_return_if_fail (SY_IS_COLUMNS (self));

  if (self->threshold == threshold)
    return;
  self->threshold = threshold;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THRESHOLD]);
}

/**
 * sy_columns_is_wide:
 * @self: a #SyColumns
 *
 * Returns: whether the last allocation laid the children side by side
 */
gboolean
sy_columns_is_wide (SyColumns *self)
{
  g_return_val_if_fail (SY_IS_COLUMNS (self), FALSE);

  return self->wide;
}

static void
sy_columns_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  SyColumns *self = SY_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_THRESHOLD:
      g_value_set_int (value, self->threshold);
      break;
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_columns_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  SyColumns *self = SY_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_THRESHOLD:
      sy_columns_set_threshold (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sy_columns_parent_class)->dispose (object);
}

static void
sy_columns_class_init (SyColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_columns_dispose;
  object_class->get_property = sy_columns_get_property;
  object_class->set_property = sy_columns_set_property;
  widget_class->measure = sy_columns_measure;
  widget_class->size_allocate = sy_columns_size_allocate;
  widget_class->get_request_mode = sy_columns_get_request_mode;

  properties[PROP_THRESHOLD] =
    g_param_spec_int ("threshold", NULL, NULL, 0, G_MAXINT, 1000,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sy_columns_init (SyColumns *self)
{
  self->threshold = 1000;
}
