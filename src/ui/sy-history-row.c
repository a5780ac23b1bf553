/* sy-history-row.c: a row of the history window's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heading above a group, or a game: its words, its menu (rename,
 * merge, copy, delete), Resume for an unfinished one, an arrow for a
 * finished one. The list view makes a couple of hundred of these and
 * binds them to its items as it scrolls: kept light. Resume and the
 * menu's items are the window's actions ("history.open", "history.rename"…)
 * with the game's file name as their target.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-history-row.h"

struct _SyHistoryRow
{
  GtkBox parent_instance;

  SyHistoryItem *item;
  char *entry_name;             /* the game's file's name, the actions' target */

  GtkWidget *heading;
  GtkWidget *description;
  GtkWidget *row;
  GtkWidget *label;
  GtkWidget *menu;
  GtkWidget *resume;
  GtkWidget *next;
};

G_DEFINE_FINAL_TYPE (SyHistoryRow, sy_history_row, GTK_TYPE_BOX)

/* The game's menu, made when it opens, since a menu's popover is heavy
 * and the list has many rows. */
static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       user_data)
{
  static const struct { const char *label, *action; } items[] = {
    { N_("_Rename…"), "history.rename" },
    { N_("_Merge With Another Record…"), "history.merge" },
    { N_("_Copy Result"), "history.copy-result" },
    { N_("_Delete"), "history.delete" },
  };
  SyHistoryRow *self = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target_value (item, items[i].action,
                                               g_variant_new_string (self->entry_name));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static GtkWidget *
menu_new (SyHistoryRow *self)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_tooltip_text (button, _("Rename, Merge, Copy or Delete"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, "history-game-menu");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_popup_cb, self, NULL);
  return button;
}

static void
sy_history_row_dispose (GObject *object)
{
  SyHistoryRow *self = SY_HISTORY_ROW (object);

  g_clear_object (&self->item);
  G_OBJECT_CLASS (sy_history_row_parent_class)->dispose (object);
}

static void
sy_history_row_finalize (GObject *object)
{
  SyHistoryRow *self = SY_HISTORY_ROW (object);

  g_free (self->entry_name);
  G_OBJECT_CLASS (sy_history_row_parent_class)->finalize (object);
}

static void
sy_history_row_class_init (SyHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sy_history_row_dispose;
  object_class->finalize = sy_history_row_finalize;
}

static void
sy_history_row_init (SyHistoryRow *self)
{
  GtkBox *box = GTK_BOX (self);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  self->heading = gtk_label_new (NULL);
  self->description = gtk_label_new (NULL);
  self->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->label = gtk_inscription_new (NULL);
  self->menu = menu_new (self);
  self->resume = gtk_button_new_with_mnemonic (_("_Resume"));
  self->next = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_label_set_wrap (GTK_LABEL (self->heading), TRUE);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_widget_set_margin_top (self->heading, 18);
  gtk_label_set_xalign (GTK_LABEL (self->description), 0);
  gtk_label_set_wrap (GTK_LABEL (self->description), TRUE);
  gtk_widget_add_css_class (self->description, "dim-label");
  gtk_widget_set_margin_top (self->description, 6);
  gtk_widget_set_margin_bottom (self->description, 12);
  gtk_box_append (box, self->heading);
  gtk_box_append (box, self->description);

  gtk_widget_add_css_class (self->row, "history-row");
  gtk_widget_add_css_class (self->row, "card");
  /* An inscription, not a label: its size does not hang on its words, so
   * that the list's couple of hundred rows are measured in no time (a
   * wrapping label each took most of the window's time to open). Its
   * lines are short; a line too long for a narrow window is ellipsized,
   * and the tooltip has it whole. */
  gtk_inscription_set_xalign (GTK_INSCRIPTION (self->label), 0);
  gtk_inscription_set_wrap_mode (GTK_INSCRIPTION (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (self->label),
                                     GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_name (self->label, "history-row-label");
  gtk_widget_set_name (self->resume, "history-resume");
  gtk_widget_set_valign (self->resume, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->resume, _("Put this game back on the table, where it was left"));
  gtk_widget_add_css_class (self->resume, "suggested-action");
  gtk_box_append (GTK_BOX (self->row), self->label);
  gtk_box_append (GTK_BOX (self->row), self->menu);
  gtk_box_append (GTK_BOX (self->row), self->resume);
  gtk_box_append (GTK_BOX (self->row), self->next);
  gtk_box_append (box, self->row);
}

/**
 * sy_history_row_new:
 *
 * Returns: (transfer floating): a row, to be given an item
 */
GtkWidget *
sy_history_row_new (void)
{
  return g_object_new (SY_TYPE_HISTORY_ROW, NULL);
}

/**
 * sy_history_row_get_item:
 * @self: a row
 *
 * Returns: (transfer none) (nullable): the item the row shows
 */
SyHistoryItem *
sy_history_row_get_item (SyHistoryRow *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_ROW (self), NULL);

  return self->item;
}

/* The players and their totals, the winners in bold. */
static char *
scores_markup (const SyHistoryEntry *entry)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  for (guint p = 0; p < entry->n_players; p++)
    {
      g_autofree char *name = g_markup_escape_text (entry->names[p], -1);
      /* Translators: a player's name and final total in the game history */
      g_autofree char *score = g_strdup_printf (_("%s %u"), name, entry->totals[p]);

      if (p > 0)
        g_string_append (markup, " · ");
      if (entry->winners[p])
        g_string_append_printf (markup, "<b>%s</b>", score);
      else
        g_string_append (markup, score);
    }
  return g_string_free (g_steal_pointer (&markup), FALSE);
}

static const char *
edition_label (SyEdition edition)
{
  return edition == SY_EDITION_FIRST ? _("First edition") : _("Second edition");
}

static char *
result_text (const SyHistoryEntry *entry)
{
  g_autoptr(GString) names = g_string_new (NULL);

  if (entry->n_players == 1)
    return g_strdup (_("Solo game"));
  for (guint p = 0; p < entry->n_players; p++)
    if (entry->winners[p])
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, entry->names[p]);
      }
  if (entry->n_winners > 1)
    return g_strdup_printf (_("Shared win: %s"), names->str);
  return g_strdup_printf (_("Won by %s"), names->str);
}

/**
 * sy_history_row_format_date:
 * @date: a moment of a game
 *
 * Returns: (transfer full): @date as the history shows it, in local time
 */
char *
sy_history_row_format_date (GDateTime *date)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (date);

  /* Translators: the date and time a game finished, in the game history;
   * see g_date_time_format() for the codes */
  return g_date_time_format (local, _("%-d %B %Y, %H:%M"));
}

/* How long a game lasted, in hours and minutes. */
static char *
length_text (const SyHistoryEntry *entry)
{
  gint64 minutes = sy_history_entry_get_length (entry) / G_TIME_SPAN_MINUTE;

  if (minutes < 60)
    /* Translators: how long a game lasted, under an hour */
    return g_strdup_printf (_("%u min"), (guint) minutes);
  /* Translators: how long a game lasted: hours and minutes */
  return g_strdup_printf (_("%u h %02u min"), (guint) (minutes / 60), (guint) (minutes % 60));
}

/* When a finished game was played: its start and length when known, else
 * when it finished. */
static char *
when_text (const SyHistoryEntry *entry)
{
  g_autofree char *start = NULL;
  g_autofree char *length = NULL;

  if (entry->started == NULL)
    return sy_history_row_format_date (entry->finished);
  start = sy_history_row_format_date (entry->started);
  length = length_text (entry);
  /* Translators: when a game started, and how long it lasted */
  return g_strdup_printf (_("%s, for %s"), start, length);
}

static char *
entry_subtitle (const SyHistoryEntry *entry)
{
  g_autofree char *date = when_text (entry);
  g_autofree char *result = result_text (entry);
  g_autofree char *what = g_strjoin (" · ", edition_label (entry->edition), result, NULL);
  /* Two short lines, each whole in a narrow window. */
  g_autofree char *subtitle = g_strjoin ("\n", date, what, NULL);

  if (entry->complete)
    return g_steal_pointer (&subtitle);
  /* Translators: after a game's result: a contract card's value was never copied in */
  return g_strdup_printf (_("%s · some contracts not counted"), subtitle);
}

/* A row's words, in one label: one layout to measure for each of the
 * list's rows. The title the players gave, else the scores; then the
 * scores under a title, and the subtitle, smaller. */
static char *
row_markup (const SyHistoryEntry *entry,
            const char           *subtitle)
{
  g_autofree char *scores = scores_markup (entry);
  g_autofree char *escaped = g_markup_escape_text (subtitle, -1);
  g_autofree char *title = entry->title != NULL ? g_markup_escape_text (entry->title, -1) : NULL;

  if (title != NULL)
    return g_strdup_printf ("%s\n<span size=\"small\">%s\n%s</span>", title, scores, escaped);
  return g_strdup_printf ("%s\n<span size=\"small\">%s</span>", scores, escaped);
}

/* An unfinished game: its players and totals so far, when it last changed
 * and how far it went. */
static char *
unfinished_subtitle (const SyHistoryEntry *entry)
{
  g_autofree char *date = sy_history_row_format_date (entry->finished);
  g_autofree char *changed = g_strdup_printf (_("Last change %s"), date);
  g_autofree char *events = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event", "%u events",
                                                          entry->n_events), entry->n_events);
  g_autofree char *length = NULL;
  g_autofree char *played = NULL;
  g_autofree char *first = g_strjoin (" · ", _("Unfinished"), changed, NULL);
  g_autofree char *second = NULL;

  if (entry->started != NULL)
    {
      length = length_text (entry);
      /* Translators: how long an unfinished game has been played so far */
      played = g_strdup_printf (_("played for %s"), length);
    }
  second = g_strjoin (" · ", edition_label (entry->edition), events, played, NULL);
  /* Two short lines, each whole in a narrow window. */
  return g_strjoin ("\n", first, second, NULL);
}

/**
 * sy_history_row_set_item:
 * @self: a row
 * @item: (nullable): the item to show, or %NULL when the row is unbound
 *
 * Shows @item: a heading, or a game's words with its menu and Resume or
 * an arrow.
 */
void
sy_history_row_set_item (SyHistoryRow  *self,
                         SyHistoryItem *item)
{
  const SyHistoryEntry *entry;
  gboolean is_heading, unfinished;

  g_return_if_fail (SY_IS_HISTORY_ROW (self));

  if (!g_set_object (&self->item, item) || item == NULL)
    return;
  entry = sy_history_item_get_entry (item);
  is_heading = sy_history_item_get_kind (item) == SY_HISTORY_ITEM_HEADING;
  unfinished = sy_history_item_get_kind (item) == SY_HISTORY_ITEM_UNFINISHED;
  gtk_widget_set_visible (self->heading, is_heading);
  gtk_widget_set_visible (self->description, is_heading);
  gtk_widget_set_visible (self->row, !is_heading);
  if (is_heading)
    {
      gtk_label_set_text (GTK_LABEL (self->heading), sy_history_item_get_title (item));
      gtk_label_set_text (GTK_LABEL (self->description), sy_history_item_get_description (item));
      gtk_widget_set_name (self->row, "history-heading");
      return;
    }
  {
    g_autofree char *subtitle = unfinished ? unfinished_subtitle (entry) : entry_subtitle (entry);
    g_autofree char *markup = row_markup (entry, subtitle);
    GtkInscription *label = GTK_INSCRIPTION (self->label);
    /* The lines of its words, and one more for the scores of three or
     * four players, which take two in a narrow window, and one more beside
     * Resume. */
    guint lines = (entry->title != NULL ? 4 : 3) + (entry->n_players > 2) + unfinished;

    g_free (self->entry_name);
    self->entry_name = g_path_get_basename (entry->path);
    gtk_widget_set_name (self->row, unfinished ? "history-unfinished" : "history-game");
    gtk_inscription_set_markup (label, markup);
    gtk_inscription_set_min_lines (label, lines);
    gtk_inscription_set_nat_lines (label, lines);
    gtk_widget_set_tooltip_markup (self->label, markup);
    /* The menu of the game bound before is dropped; the next is made when
     * it opens. */
    gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->menu), NULL);
    /* Its target first: the action takes a file's name. */
    gtk_actionable_set_action_target (GTK_ACTIONABLE (self->resume), "s", self->entry_name);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (self->resume), "history.open");
    gtk_widget_set_visible (self->resume, unfinished);
    gtk_widget_set_visible (self->next, !unfinished);
  }
}
