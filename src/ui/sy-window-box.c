/* sy-window-box.c: the window's part in the box: learning the game on the table, a damaged box
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow, declared in sy-window-private.h. The box itself is
 * the engine's (sy-box.h); the application holds one per edition.
 */
#define G_LOG_DOMAIN "sy-window-box"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-window-private.h"

/* The example game, as sy_window_open_example() puts it on the table. */
#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"

static gboolean
same_first_event (SyGame *a,
                  SyGame *b)
{
  g_autoptr(JsonNode) x = sy_event_to_json (sy_game_get_event (a, 0));
  g_autoptr(JsonNode) y = sy_event_to_json (sy_game_get_event (b, 0));

  return json_node_equal (x, y);
}

/* Whether @game is the example game, or a game played on from it: its
 * players and its layout. Its parts and tiles were entered by no one at
 * this table (nor are they all real), so it teaches the box nothing. */
static gboolean
is_example (SyGame *game)
{
  static SyGame *example;
  static gsize loaded;
  guint n = sy_game_get_n_players (game);

  if (g_once_init_enter (&loaded))
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, 0, NULL);

      example = bytes != NULL ? sy_game_load_bytes (bytes, NULL, NULL) : NULL;
      g_once_init_leave (&loaded, 1);
    }
  if (example == NULL || sy_game_get_edition (game) != sy_game_get_edition (example)
      || n != sy_game_get_n_players (example) || sy_game_get_n_events (game) == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (sy_game_get_player_name (game, i), sy_game_get_player_name (example, i)) != 0
        || sy_game_get_player_colour (game, i) != sy_game_get_player_colour (example, i))
      return FALSE;
  return same_first_event (game, example);
}

/* The box learns what the game entered, under its entry in the history
 * (which _sy_window_record_history() gives it, and renames when the game
 * ends: @previous_entry); an undone entry is forgotten. */
void
_sy_window_learn_box (SyWindow   *self,
                      const char *previous_entry)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GError) error = NULL;

  if (!SY_IS_APPLICATION (app) || self->game == NULL || sy_game_is_read_only (self->game)
      || is_example (self->game))
    return;
  if (!sy_application_learn_game (SY_APPLICATION (app), previous_entry,
                                  sy_history_get_entry_name (self->game), self->game, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The box could not be saved: %s"),
                                                  error->message);

      _sy_window_tell (self, message);
    }
}

/* A box file that could not be read is said once, where it is kept, when
 * the window first shows (a toast added earlier may be gone unseen). */
void
_sy_window_tell_box_problem (SyWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *problem = SY_IS_APPLICATION (app)
                             ? sy_application_take_box_problem (SY_APPLICATION (app)) : NULL;

  g_signal_handlers_disconnect_by_func (self, _sy_window_tell_box_problem, NULL);
  if (problem != NULL)
    _sy_window_tell (self, problem);
}
