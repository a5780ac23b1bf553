/* sy-card-table-window.c: copying a contract card's printed table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebooks do not print every contract card's table of points by
 * count. Its owner copies it once, from the card, into a small grid the
 * shape of the card's table: the counts in a row, the points under them.
 * Values the program ships with are shown, not asked; a count left empty
 * stays unknown. The values go into the game (they travel in its saved
 * file) and into the user's own copy, kept for later games.
 */
#define G_LOG_DOMAIN "sy-card-table-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-dialogs.h"

/* The grid shows counts up to this, or to the count needed if higher. */
#define MIN_LAST_COUNT 10
#define MAX_POINTS 99

struct _SyCardTableWindow
{
  AdwWindow parent_instance;

  const SyContract *contract;
  SyGame *game;
  guint needed;
  guint last;                   /* the highest count in the grid */
  GtkWidget *entries[SY_MAX_CARD_COUNT + 1];    /* NULL where the rulebook gives the value */

  /* Template widgets */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toasts;
  GtkFlowBox *grid;
};

G_DEFINE_FINAL_TYPE (SyCardTableWindow, sy_card_table_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_CONTRACT,
  PROP_GAME,
  PROP_NEEDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Reads the grid: a cell holds nothing or a number of points.
 * Returns: whether every cell is empty or a number from 0 to MAX_POINTS */
static gboolean
read_cell (GtkWidget *entry,
           gboolean  *set,
           guint     *points)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  guint64 value;

  *set = FALSE;
  if (text[0] == '\0')
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, MAX_POINTS, &value, NULL))
    return FALSE;
  *set = TRUE;
  *points = (guint) value;
  return TRUE;
}

static void
keep_clicked_cb (SyCardTableWindow *self)
{
  g_autoptr(SyCardValues) user = sy_card_values_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  const char *id = sy_contract_get_id (self->contract);

  /* Every cell is checked before anything is kept. */
  for (guint n = 0; n <= self->last; n++)
    {
      gboolean set;
      guint points;

      if (self->entries[n] != NULL && !read_cell (self->entries[n], &set, &points))
        {
          g_autofree char *message =
            g_strdup_printf (_("The points under %u must be a whole number from 0 to %u, or empty."),
                             n, MAX_POINTS);
          adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
          gtk_widget_grab_focus (self->entries[n]);
          return;
        }
    }

  /* Added to the user's copy, so that nothing in it is lost; a damaged
   * copy is kept aside, never written over, and the user is told where. */
  for (guint n = 0; n <= self->last; n++)
    {
      gboolean set;
      guint points;

      if (self->entries[n] == NULL || !read_cell (self->entries[n], &set, &points) || !set)
        continue;
      if (self->game != NULL)
        sy_game_set_card_value (self->game, id, n, points);
      sy_card_values_set (user, id, n, points);
    }
  if (!sy_card_values_add_to_user (user, &aside, &error))
    {
      sy_dialogs_show_error (GTK_WIDGET (self), _("The Values Could Not Be Kept"), error->message);
      return;
    }
  g_signal_emit (self, signals[SAVED], 0);
  if (aside != NULL)
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
      g_autofree char *name = g_filename_display_basename (aside);
      g_autofree char *body =
        g_strdup_printf (_("The values kept from earlier cards could not be read. That file is "
                           "kept aside as “%s” in the program’s data folder, untouched; the "
                           "values just entered are kept in a new file."), name);

      if (parent != NULL)
        sy_dialogs_show_error (GTK_WIDGET (parent), _("Earlier Card Values Kept Aside"), body);
      else
        g_message ("%s", body);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

/* One count over the points it gives: a number printed in the rulebook is
 * shown, any other is an entry. */
static GtkWidget *
column_new (SyCardTableWindow  *self,
            const SyCardValues *known,
            guint               n)
{
  g_autofree char *count = g_strdup_printf ("%u", n);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (count);
  guint value = 0;
  gboolean shipped = FALSE;
  gboolean has = sy_contract_lookup_table (self->contract, known, n, &value, &shipped);
  g_autofree char *text = has ? g_strdup_printf ("%u", value) : g_strdup ("");
  g_autofree char *name = g_strdup_printf ("card-cell-%u", n);
  /* Translators: the accessible name of a cell of a card's table, “Points for 3” */
  g_autofree char *accessible = g_strdup_printf (_("Points for %u"), n);
  GtkWidget *cell;

  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (column), label);
  if (shipped)
    {
      /* Printed in the rulebook: shown, not asked. */
      cell = gtk_label_new (text);
      gtk_widget_set_tooltip_text (cell, _("Given by the rulebook"));
      gtk_widget_set_vexpand (cell, TRUE);
    }
  else
    {
      cell = gtk_entry_new ();
      gtk_editable_set_text (GTK_EDITABLE (cell), text);
      gtk_editable_set_width_chars (GTK_EDITABLE (cell), 2);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (cell), 3);
      gtk_entry_set_input_purpose (GTK_ENTRY (cell), GTK_INPUT_PURPOSE_DIGITS);
      gtk_entry_set_alignment (GTK_ENTRY (cell), 0.5);
      gtk_widget_set_name (cell, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      self->entries[n] = cell;
    }
  gtk_box_append (GTK_BOX (column), cell);
  return column;
}

/* The card's table: each count over the points it gives, side by side,
 * wrapping on a narrow screen, with what is already known (the user's
 * copy and the game's). */
static void
sy_card_table_window_constructed (GObject *object)
{
  SyCardTableWindow *self = SY_CARD_TABLE_WINDOW (object);
  g_autoptr(SyCardValues) known = sy_card_values_new ();
  SyEdition edition;

  G_OBJECT_CLASS (sy_card_table_window_parent_class)->constructed (object);

  g_return_if_fail (self->contract != NULL);
  /* The card's title as the game's edition has it; without a game, as
   * an edition that has the card does. */
  edition = self->game != NULL ? sy_game_get_edition (self->game) : SY_EDITION_SECOND;
  if (!sy_contract_in_edition (self->contract, edition))
    edition = SY_EDITION_FIRST;
  adw_window_title_set_subtitle (self->window_title, sy_contract_get_title (self->contract, edition));
  self->last = MIN (MAX (self->needed, MIN_LAST_COUNT), SY_MAX_CARD_COUNT);

  sy_card_values_load_user (known, NULL);
  if (self->game != NULL)
    {
      g_autoptr(JsonNode) node = sy_card_values_to_json (sy_game_get_card_values (self->game));

      sy_card_values_merge_json (known, node, NULL);
    }

  gtk_flow_box_set_max_children_per_line (self->grid, self->last + 1);
  for (guint n = 0; n <= self->last; n++)
    gtk_flow_box_append (self->grid, column_new (self, known, n));
}

static void
sy_card_table_window_dispose (GObject *object)
{
  SyCardTableWindow *self = SY_CARD_TABLE_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_CARD_TABLE_WINDOW);
  memset (self->entries, 0, sizeof self->entries);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_card_table_window_parent_class)->dispose (object);
}

static void
sy_card_table_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SyCardTableWindow *self = SY_CARD_TABLE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CONTRACT:
      g_value_set_pointer (value, (gpointer) self->contract);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NEEDED:
      g_value_set_uint (value, self->needed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_card_table_window_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  SyCardTableWindow *self = SY_CARD_TABLE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CONTRACT:
      self->contract = g_value_get_pointer (value);
      break;
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_NEEDED:
      self->needed = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_card_table_window_class_init (SyCardTableWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_card_table_window_constructed;
  object_class->dispose = sy_card_table_window_dispose;
  object_class->get_property = sy_card_table_window_get_property;
  object_class->set_property = sy_card_table_window_set_property;

  /**
   * SyCardTableWindow:contract:
   *
   * The contract card (a #SyContract of the catalogue) whose table is copied.
   */
  properties[PROP_CONTRACT] =
    g_param_spec_pointer ("contract", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCardTableWindow:game:
   *
   * The game the copy goes into too, or %NULL.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCardTableWindow:needed:
   *
   * The count whose value is needed now (0 for none): the grid reaches it.
   */
  properties[PROP_NEEDED] =
    g_param_spec_uint ("needed", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyCardTableWindow::saved:
   * @self: the window
   *
   * The values were kept; the window closes after the emission.
   */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-card-table-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyCardTableWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SyCardTableWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, SyCardTableWindow, grid);
  gtk_widget_class_bind_template_callback (widget_class, keep_clicked_cb);
}

static void
sy_card_table_window_init (SyCardTableWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_card_table_window_get_contract:
 * @self: a card table window
 *
 * Returns: (transfer none): the contract card whose table is copied
 */
const SyContract *
sy_card_table_window_get_contract (SyCardTableWindow *self)
{
  g_return_val_if_fail (SY_IS_CARD_TABLE_WINDOW (self), NULL);

  return self->contract;
}

/**
 * sy_card_table_window_get_game:
 * @self: a card table window
 *
 * Returns: (transfer none) (nullable): the game the copy goes into too
 */
SyGame *
sy_card_table_window_get_game (SyCardTableWindow *self)
{
  g_return_val_if_fail (SY_IS_CARD_TABLE_WINDOW (self), NULL);

  return self->game;
}

/**
 * sy_card_table_window_get_needed:
 * @self: a card table window
 *
 * Returns: the count whose value is needed now, 0 for none
 */
guint
sy_card_table_window_get_needed (SyCardTableWindow *self)
{
  g_return_val_if_fail (SY_IS_CARD_TABLE_WINDOW (self), 0);

  return self->needed;
}

/**
 * sy_card_table_window_new:
 * @parent: the window it belongs to
 * @contract: a contract card that prints a table
 * @game: (nullable): the game the copy goes into too
 * @needed: the count whose value is needed now (0 for none), so that the
 *   grid reaches it
 *
 * Returns: (transfer none): the window, shown; it emits
 *   #SyCardTableWindow::saved once the values are kept
 */
GtkWindow *
sy_card_table_window_new (GtkWindow        *parent,
                          const SyContract *contract,
                          SyGame           *game,
                          guint             needed)
{
  GtkWindow *window;

  g_return_val_if_fail (contract != NULL, NULL);
  g_return_val_if_fail (game == NULL || SY_IS_GAME (game), NULL);

  window = g_object_new (SY_TYPE_CARD_TABLE_WINDOW, "transient-for", parent, "contract", contract,
                         "game", game, "needed", needed, NULL);
  gtk_window_present (window);
  return window;
}

/* The button that opens a card's grid, where a value is missing. */
struct _SyCardCopyButton
{
  GtkButton parent_instance;

  SyGame *game;
  const SyContract *contract;
  guint needed;
};

G_DEFINE_FINAL_TYPE (SyCardCopyButton, sy_card_copy_button, GTK_TYPE_BUTTON)

enum {
  COPY_SAVED,
  N_COPY_SIGNALS
};

static guint copy_signals[N_COPY_SIGNALS];

static void
copy_saved_cb (SyCardCopyButton *self)
{
  g_signal_emit (self, copy_signals[COPY_SAVED], 0);
}

static void
sy_card_copy_button_clicked (GtkButton *button)
{
  SyCardCopyButton *self = SY_CARD_COPY_BUTTON (button);
  GtkWindow *window = sy_card_table_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                self->contract, self->game, self->needed);

  g_signal_connect_object (window, "saved", G_CALLBACK (copy_saved_cb), self, G_CONNECT_SWAPPED);
}

static void
sy_card_copy_button_dispose (GObject *object)
{
  g_clear_object (&SY_CARD_COPY_BUTTON (object)->game);
  G_OBJECT_CLASS (sy_card_copy_button_parent_class)->dispose (object);
}

static void
sy_card_copy_button_class_init (SyCardCopyButtonClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sy_card_copy_button_dispose;
  GTK_BUTTON_CLASS (klass)->clicked = sy_card_copy_button_clicked;

  /**
   * SyCardCopyButton::saved:
   * @self: the button
   *
   * The grid it opened kept the card's values.
   */
  copy_signals[COPY_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sy_card_copy_button_init (SyCardCopyButton *self)
{
}

/**
 * sy_card_copy_button_new:
 * @game: the game whose card values are missing one
 * @contract: a contract card that prints a table
 * @needed: the count whose value is needed
 * @name: the button's widget name
 *
 * Returns: (transfer floating): a button that opens the card's grid; it
 *   emits #SyCardCopyButton::saved once the values are kept
 */
GtkWidget *
sy_card_copy_button_new (SyGame           *game,
                         const SyContract *contract,
                         guint             needed,
                         const char       *name)
{
  SyCardCopyButton *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (contract != NULL, NULL);

  self = g_object_new (SY_TYPE_CARD_COPY_BUTTON, "label", _("_Copy the Card…"),
                       "use-underline", TRUE, "valign", GTK_ALIGN_CENTER, "name", name, NULL);
  self->game = g_object_ref (game);
  self->contract = contract;
  self->needed = needed;
  return GTK_WIDGET (self);
}
