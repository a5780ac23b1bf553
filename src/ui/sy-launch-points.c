/* sy-launch-points.c: a launch's points, its best fitting and the ship's
 * room, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the launch window shows of the engine's answers: the points by
 * source, why a ship would fail (and the question asked before such a
 * ship sails, from the window or from the turn panel's row), what the
 * best fitting scores and why it leaves pieces in the supply, and the
 * room a ship and its owner's designers give.
 */
#define G_LOG_DOMAIN "sy-launch-points"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-launch-points.h"

static void
clear_list (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

static void
add_points (GtkWidget  *list,
            const char *title,
            guint       points,
            const char *name)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *value = g_strdup_printf ("%u", points);
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_add_css_class (label, "numeric");
  if (name != NULL)
    gtk_widget_set_name (label, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static void
add_text (GtkWidget  *list,
          const char *title,
          const char *text)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (text != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

/**
 * sy_launch_points_fill:
 * @list: a #GtkListBox, boxed, to show the breakdown in
 * @edition: the game's edition, which names the officials
 * @score: the ship's points
 *
 * Shows each source of points: crew, cannons and cranes, speed, each
 * official met on the cruise, the Blue Riband and the total.
 */
void
sy_launch_points_fill (GtkWidget         *list,
                       SyEdition          edition,
                       const SyShipScore *score)
{
  static const char *officials[SY_N_OFFICIALS] = {
    N_("Soldier official"), NULL, N_("Lantern official"),
    N_("Lifeboat official"), N_("Lifebuoy official"),
  };

  clear_list (list);
  if (score->failure != SY_SHIP_SCORES)
    {
      add_points (list, _("Total"), 0, "points-total");
      return;
    }
  add_points (list, _("Crew"), score->crew, NULL);
  add_points (list, _("Cannons and cranes"), score->cannons_cranes, NULL);
  add_points (list, _("Speed"), score->speed, NULL);
  for (guint o = 0; o < SY_N_OFFICIALS; o++)
    if (score->officials[o] > 0)
      add_points (list,
                  officials[o] != NULL ? _(officials[o]) : sy_words_get (edition, SY_WORD_TRADE_OFFICIAL),
                  score->officials[o], NULL);
  if (score->riband > 0)
    add_points (list, _("Blue Riband"), score->riband, NULL);
  add_points (list, _("Total"), score->total, "points-total");
}

/**
 * sy_launch_describe_failure:
 * @score: the points of the fitting on the ship
 * @best: the points of the best fitting
 *
 * Returns: (nullable): why the ship would score nothing, and whether even
 *   the best fitting would, or %NULL when it scores
 */
const char *
sy_launch_describe_failure (const SyShipScore *score,
                            const SyShipScore *best)
{
  switch (score->failure)
    {
    case SY_SHIP_NO_CAPTAIN:
      if (best->failure == SY_SHIP_NO_CAPTAIN)
        return _("No captain in the supply: whatever is fitted, the ship fails and scores nothing.");
      /* A captain would not save it: the best fitting has one and still
       * finds no route. */
      if (best->failure == SY_SHIP_CANALS_TOO_SHORT)
        return _("No captain on board, and even with one your canals offer no route of its speed: "
                 "whatever is fitted, the ship fails and scores nothing.");
      return _("No captain on board: as it is, the ship fails and scores nothing.");
    case SY_SHIP_CANALS_TOO_SHORT:
      return best->failure != SY_SHIP_SCORES
             ? _("Your canals offer no route of its speed: whatever is fitted, the ship fails and "
                 "scores nothing.")
             : _("Too fast for your canals: no route of this speed, so as it is the ship fails "
                 "and scores nothing.");
    case SY_SHIP_SCORES:
    default:
      return NULL;
    }
}

/**
 * sy_launch_ask_failing:
 * @parent: the widget whose window the question belongs to
 * @why: why the ship fails, from sy_launch_describe_failure()
 * @callback: called with the answer: sy_dialogs_alert_choose_finish()
 *   gives "launch" to launch the ship anyway
 * @user_data: for @callback
 *
 * A ship that fails its cruise scores nothing and cannot be fitted again:
 * the players see why and say so before it sails. Undo stays.
 *
 * Returns: (transfer none): the question, shown
 */
GtkWidget *
sy_launch_ask_failing (GtkWidget           *parent,
                       const char          *why,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the reason the ship fails, then what launching it means */
  body = g_strdup_printf (_("%s\n\nLaunched like this, the ship leaves your yard and brings no "
                            "points. Undo can still take the launch back."), why);
  dialog = sy_dialogs_confirm (parent, _("Launch a Ship That Fails?"), body,
                               _("_Cancel"), "launch", _("_Launch Anyway"),
                               ADW_RESPONSE_DESTRUCTIVE, NULL, callback, user_data);
  gtk_widget_set_name (dialog, "launch-failure-question");
  return dialog;
}

/**
 * sy_launch_best_fill:
 * @list: a #GtkListBox, boxed, to show the account in
 * @edition: the game's edition, which names the pieces
 * @best: the engine's best fitting
 * @fitting: the fitting on the ship now
 *
 * Shows what the best fitting scores and, when it is the one on the ship,
 * why each kind of piece it leaves stays in the supply.
 */
void
sy_launch_best_fill (GtkWidget           *list,
                     SyEdition            edition,
                     const SyBestFitting *best,
                     const SyFitting     *fitting)
{
  gboolean on_ship = memcmp (&best->fitting, fitting, sizeof *fitting) == 0;
  g_autofree char *title = NULL;

  clear_list (list);
  if (best->score.failure == SY_SHIP_SCORES)
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Best fitting: speed %u, %u point",
                                          "Best fitting: speed %u, %u points", best->score.total),
                             best->score.speed, best->score.total);
  else
    title = g_strdup (_("Best fitting: the ship fails whatever is fitted"));
  add_text (list, title, on_ship ? _("On the ship now") : _("Not the fitting on the ship now"));
  gtk_widget_set_name (gtk_widget_get_last_child (list), "best-summary");
  if (!on_ship)
    return;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      g_autofree char *why = sy_best_fitting_explain (best, edition, (SyItem) k);
      g_autofree char *left = NULL;

      if (why == NULL)
        continue;
      /* Translators: pieces the best fitting leaves in the supply, “2 cannons left” */
      left = g_strdup_printf (_("%u %s left"), best->left.count[k],
                              sy_item_get_plural (edition, (SyItem) k, best->left.count[k]));
      add_text (list, left, why);
    }
}

/* Appends @item to a list in words, and frees it. */
static void
append_item (GString *text,
             char    *item)
{
  if (text->len > 0)
    g_string_append (text, _(", "));
  g_string_append (text, item);
  g_free (item);
}



/**
 * sy_launch_describe_room:
 * @edition: the game's edition, which names the pieces
 * @room: a ship's room
 *
 * Returns: (transfer full): the ship's mounts and cabins, and the places
 *   its owner's designers add, in one sentence
 */
char *
sy_launch_describe_room (SyEdition         edition,
                         const SyShipRoom *room)
{
  GString *text = g_string_new (NULL);
  g_autoptr(GString) designers = g_string_new (NULL);
  g_autofree char *list = NULL;

  const struct {
    guint n;
    const char *format;
  } counts[] = {
    { room->rigging, g_dngettext (GETTEXT_PACKAGE, "%u sail or smokestack mount",
                                  "%u sail or smokestack mounts", room->rigging) },
    { room->cannon, g_dngettext (GETTEXT_PACKAGE, "%u cannon mount", "%u cannon mounts", room->cannon) },
    { room->crane, g_dngettext (GETTEXT_PACKAGE, "%u crane mount", "%u crane mounts", room->crane) },
    { room->propeller, g_dngettext (GETTEXT_PACKAGE, "%u propeller mount", "%u propeller mounts",
                                    room->propeller) },
    { room->cabins, g_dngettext (GETTEXT_PACKAGE, "%u cabin", "%u cabins", room->cabins) },
    { room->stoker_cabins, g_dngettext (GETTEXT_PACKAGE, "%u stoker cabin", "%u stoker cabins",
                                        room->stoker_cabins) },
  };

  /* The formats come from the catalogue, whose %u msgfmt -c checks. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (counts[i].n > 0)
      append_item (text, g_strdup_printf (counts[i].format, counts[i].n));
#pragma GCC diagnostic pop

  list = g_string_free (text, FALSE);
  text = g_string_new (NULL);
  if (list[0] != '\0')
    /* Translators: %s lists mounts and cabins, “The ship has 2 cannon mounts, 3 cabins.” */
    g_string_append_printf (text, _("The ship has %s."), list);
  else
    g_string_append (text, _("The ship has no mounts and no cabins."));
  g_string_append_c (text, ' ');
  g_string_append (text, _("The first captain needs no cabin; every other captain is an officer and does."));

  for (guint k = 0; k < SY_N_ITEMS; k++)
    if (room->designer[k] > 0)
      {
        if (designers->len > 0)
          g_string_append (designers, _(", "));
        /* Translators: a designer's extra places, “+1 sail” */
        g_string_append_printf (designers, _("+%u %s"), room->designer[k],
                                sy_item_get_plural (edition, (SyItem) k, room->designer[k]));
      }
  if (room->any_crew > 0)
    {
      if (designers->len > 0)
        g_string_append (designers, _(", "));
      g_string_append_printf (designers, g_dngettext (GETTEXT_PACKAGE, "+%u crew member of any kind",
                                                      "+%u crew members of any kind", room->any_crew),
                              room->any_crew);
    }
  if (designers->len > 0)
    {
      g_string_append_c (text, ' ');
      /* Translators: what designers add, “Your designers add +1 sail, +2 crew members of any kind.” */
      g_string_append_printf (text, _("Your designers add %s."), designers->str);
    }
  return g_string_free (text, FALSE);
}
