/* sy-history-window-stats.c: the History window's statistics page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyHistoryWindow (sy-history-window-private.h). Every figure is
 * the engine's (sy_history_stats_compute(), from the rules' tally of each
 * finished game); this page only chooses the filters and puts the figures
 * into words. Players named differently in different games can be merged
 * here into one person (sy-history-people.c), with Undo in the window's
 * bar; the games' files keep their names.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-history-window-private.h"
#include "sy-stats-chart.h"

enum { PERIOD_ALL, PERIOD_30_DAYS, PERIOD_YEAR, PERIOD_THIS_YEAR, PERIOD_LAST_YEAR };

struct _SyHistoryStatsPage
{
  AdwComboRow *edition_row;
  AdwComboRow *players_row;
  AdwComboRow *period_row;
  AdwComboRow *person_row;
  AdwPreferencesGroup *filter_group;
  AdwPreferencesGroup *persons_group;
  AdwPreferencesGroup *versus_group;
  AdwPreferencesGroup *records_group;
  AdwPreferencesGroup *seats_group;
  AdwPreferencesGroup *contracts_group;
  AdwPreferencesGroup *chart_group;
  AdwComboRow *versus_a;
  AdwComboRow *versus_b;
  AdwActionRow *versus_row;
  GtkWidget *chart;
  GPtrArray *rows;              /* the rows made for the figures, to remove them */
  GPtrArray *keys;              /* every person's key, by name: the person combos' items */
  SyHistoryStats *stats;        /* as filtered */
  gboolean updating;            /* the combos are being filled, not chosen */
};

void
_sy_history_stats_page_free (SyHistoryStatsPage *page)
{
  g_clear_pointer (&page->rows, g_ptr_array_unref);
  g_clear_pointer (&page->keys, g_ptr_array_unref);
  g_clear_pointer (&page->stats, sy_history_stats_free);
  g_free (page);
}

static AdwPreferencesGroup *
group_new (SyHistoryWindow *self,
           const char      *name,
           const char      *title,
           const char      *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->stats_box, group);
  return ADW_PREFERENCES_GROUP (group);
}

static AdwComboRow *
combo_new (AdwPreferencesGroup *group,
           const char          *name,
           const char          *title,
           const char * const  *items,
           SyHistoryWindow     *self);

static void
filter_changed_cb (SyHistoryWindow *self)
{
  if (!self->stats_page->updating)
    _sy_history_stats_page_update (self);
}

static AdwComboRow *
combo_new (AdwPreferencesGroup *group,
           const char          *name,
           const char          *title,
           const char * const  *items,
           SyHistoryWindow     *self)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (items);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (filter_changed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

/**
 * _sy_history_stats_page_new:
 * @self: the window, its template made
 *
 * Returns: (transfer full): the statistics page's groups, in the window's
 *   statistics box
 */
SyHistoryStatsPage *
_sy_history_stats_page_new (SyHistoryWindow *self)
{
  SyHistoryStatsPage *page = g_new0 (SyHistoryStatsPage, 1);
  const char *editions[] = { _("Both editions"), _("First edition"), _("Second edition"), NULL };
  const char *players[] = { _("Any number"), _("Solo"), _("2 players"), _("3 players"), _("4 players"), NULL };
  const char *periods[] = { _("All time"), _("Past 30 days"), _("Past 12 months"), _("This year"),
                            _("Last year"), NULL };
  const char *everyone[] = { _("Everyone"), NULL };
  const char *nobody[] = { NULL };

  self->stats_page = page;
  page->rows = g_ptr_array_new ();
  page->keys = g_ptr_array_new_with_free_func (g_free);
  page->filter_group = group_new (self, "history-filter", _("Games Counted"), NULL);
  page->edition_row = combo_new (page->filter_group, "history-filter-edition", _("Edition"), editions, self);
  page->players_row = combo_new (page->filter_group, "history-filter-players", _("Players"), players, self);
  page->period_row = combo_new (page->filter_group, "history-filter-period", _("Period"), periods, self);
  page->person_row = combo_new (page->filter_group, "history-filter-person", _("Played by"), everyone, self);

  page->persons_group = group_new (self, "history-players", _("Players"),
                                   _("Finished games only. Points on average by where they come from: the ships themselves (crew, cannons and cranes, speed), officials, the Blue Riband, contracts and merchants."));
  page->chart_group = group_new (self, "history-scores", _("Final Totals"),
                                 _("How many final totals fell in each ten points."));
  page->chart = sy_stats_chart_new ();
  gtk_widget_add_css_class (page->chart, "card");
  adw_preferences_group_add (page->chart_group, page->chart);

  page->versus_group = group_new (self, "history-versus", _("Head to Head"),
                                  _("Ahead means more points, or as many and more guilders, as the rules break a tie."));
  page->versus_a = combo_new (page->versus_group, "history-versus-a", _("Player"), nobody, self);
  page->versus_b = combo_new (page->versus_group, "history-versus-b", _("Against"), nobody, self);
  page->versus_row = ADW_ACTION_ROW (adw_action_row_new ());
  gtk_widget_set_name (GTK_WIDGET (page->versus_row), "history-versus-result");
  adw_preferences_group_add (page->versus_group, GTK_WIDGET (page->versus_row));

  page->records_group = group_new (self, "history-records", _("Records"), NULL);
  page->seats_group = group_new (self, "history-seats", _("Seats"),
                                 _("Win rate by place in turn order, the start player first: does starting first help? Shared wins count for each winner."));
  page->contracts_group = group_new (self, "history-contracts", _("Contracts"),
                                     _("How often each card was kept after the discards, when its hand was entered as dealt, and what it scored at the end on average."));
  /* Nothing to export before the history is read. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-statistics", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.copy-statistics", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-csv", FALSE);
  return page;
}

/* The merges of the history's folder; a damaged file is set aside, and
 * said so in the bar. */
void
_sy_history_stats_page_load_people (SyHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->people, sy_history_people_free);
  self->people = sy_history_people_load (self->folder, &error);
  if (error != NULL)
    {
      _sy_history_window_tell (self, error->message, FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->message_label), error->message);
    }
}

static void
add_row (SyHistoryStatsPage  *page,
         AdwPreferencesGroup *group,
         const char          *name,
         const char          *title,
         const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (page->rows, row);
}

static void
clear_rows (SyHistoryStatsPage *page)
{
  for (guint i = 0; i < page->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (page->rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (page->rows, 0);
}

/* A share, 0 to 1, as a whole percentage. */
static char *
percent (double share)
{
  /* Translators: a share as a percentage, such as a win rate */
  return g_strdup_printf (_("%.0f %%"), 100 * share);
}

static char *
person_subtitle (const SyStatsPerson *p)
{
  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", p->games),
                                            p->games);
  g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", p->wins),
                                           p->wins);
  g_autofree char *rate = percent (p->win_rate);
  /* Translators: a player's wins and win rate, such as "3 wins (60 %)" */
  g_autofree char *wins_rate = p->contests > 0 ? g_strdup_printf (_("%s (%s)"), wins, rate) : g_strdup (wins);
  g_autofree char *average = g_strdup_printf (_("average %.1f"), p->average);
  g_autofree char *best = g_strdup_printf (_("best %u"), p->best);
  /* Translators: a player's worst final total over the game history */
  g_autofree char *worst = g_strdup_printf (_("worst %u"), p->worst);
  /* Translators: where a player's points come from, on average per game */
  g_autofree char *sources = g_strdup_printf (_("On average: ships %.1f · officials %.1f · Blue Riband %.1f · contracts %.1f · merchants %.1f"),
                                              p->ships, p->officials, p->riband, p->contracts,
                                              p->merchants);

  return g_strdup_printf ("%s · %s · %s · %s · %s\n%s", games, wins_rate, average, best, worst, sources);
}

static void
add_person_row (SyHistoryWindow     *self,
                const SyStatsPerson *p)
{
  SyHistoryStatsPage *page = self->stats_page;
  g_autofree char *subtitle = person_subtitle (p);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Merge…"));
  GtkWidget *row;

  add_row (page, page->persons_group, "history-player", p->name, subtitle);
  row = g_ptr_array_index (page->rows, page->rows->len - 1);
  gtk_widget_set_name (button, "history-merge-player");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Count this player and another as one person"));
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "history.merge-player");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", p->written);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static char *
date_text (GDateTime *when)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (when);

  /* Translators: the day a record was set; see g_date_time_format() */
  return g_date_time_format (local, _("%-d %B %Y"));
}

static void
add_records (SyHistoryStatsPage *page)
{
  const char *titles[SY_STATS_N_RECORDS] = {
    _("Highest final total"), _("Best ship launched"), _("Most contract points in a game"),
  };

  for (guint r = 0; r < SY_STATS_N_RECORDS; r++)
    {
      const SyStatsRecord *record = &page->stats->records[r];
      g_autofree char *date = NULL;
      g_autofree char *value = NULL;
      g_autofree char *subtitle = NULL;

      if (!record->found)
        continue;
      date = date_text (record->when);
      if (r == SY_STATS_RECORD_SHIP)
        /* Translators: the best ship's points and speed */
        value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point at speed %u", "%u points at speed %u",
                                              record->value), record->value, record->speed);
      else
        value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", record->value),
                                 record->value);
      subtitle = g_strjoin (" · ", value, record->name, date,
                            record->edition == SY_EDITION_FIRST ? _("First edition") : _("Second edition"),
                            NULL);
      add_row (page, page->records_group, "history-record", titles[r], subtitle);
    }
}

static void
add_seats (SyHistoryStatsPage *page)
{
  for (guint i = 0; i < page->stats->seats->len; i++)
    {
      const SyStatsSeat *seat = &g_array_index (page->stats->seats, SyStatsSeat, i);
      /* Translators: an edition and a number of players, such as "Second edition, 3 players" */
      g_autofree char *title = g_strdup_printf (_("%s, %u players"),
                                                seat->edition == SY_EDITION_FIRST ? _("First edition")
                                                                                  : _("Second edition"),
                                                seat->n_players);
      g_autoptr(GString) subtitle = g_string_new (NULL);

      g_string_append_printf (subtitle, g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", seat->games),
                              seat->games);
      for (guint s = 0; s < seat->n_players; s++)
        {
          g_autofree char *rate = percent ((double) seat->wins[s] / seat->games);

          g_string_append (subtitle, " · ");
          /* Translators: the win rate from a place in turn order, such as "seat 1: 45 %" */
          g_string_append_printf (subtitle, _("seat %u: %s"), s + 1, rate);
        }
      add_row (page, page->seats_group, "history-seat", title, subtitle->str);
    }
}

static void
add_contracts (SyHistoryStatsPage *page)
{
  for (guint i = 0; i < page->stats->contracts->len; i++)
    {
      const SyStatsContract *c = &g_array_index (page->stats->contracts, SyStatsContract, i);
      const SyContract *card = sy_contract_find (c->id);
      g_autofree char *kept = NULL;
      g_autofree char *average = NULL;
      g_autofree char *subtitle = NULL;

      if (c->dealt > 0)
        {
          g_autofree char *rate = percent ((double) c->kept / c->dealt);

          /* Translators: how often a contract card was kept of the times it was dealt */
          kept = g_strdup_printf (_("kept %u of %u dealt (%s)"), c->kept, c->dealt, rate);
        }
      else
        /* Translators: a contract card held at the end, its hand never entered as dealt */
        kept = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "held at the end %u time",
                                             "held at the end %u times", c->held), c->held);
      if (c->scored > 0)
        /* Translators: a contract card's average points when held at the end */
        average = g_strdup_printf (_("%.1f points on average"), c->average);
      subtitle = g_strjoin (" · ", kept, average, NULL);
      add_row (page, page->contracts_group, "history-contract",
               card != NULL ? sy_contract_get_newest_title (card) : c->id, subtitle);
    }
}

static const char *
combo_key (SyHistoryStatsPage *page,
           AdwComboRow        *row,
           guint               skip)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected == GTK_INVALID_LIST_POSITION || selected < skip || selected - skip >= page->keys->len)
    return NULL;
  return g_ptr_array_index (page->keys, selected - skip);
}

static void
update_versus (SyHistoryStatsPage *page)
{
  const char *a = combo_key (page, page->versus_a, 0);
  const char *b = combo_key (page, page->versus_b, 0);
  const SyStatsPerson *pa = a != NULL ? sy_history_stats_find_person (page->stats, a) : NULL;
  const SyStatsPerson *pb = b != NULL ? sy_history_stats_find_person (page->stats, b) : NULL;
  SyStatsHeadToHead h = { 0 };
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (pa != NULL && pb != NULL && pa != pb)
    sy_history_stats_head_to_head (page->stats, a, b, &h);
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game together", "%u games together", h.games),
                           h.games);
  if (h.games > 0)
    /* Translators: head to head: how often each finished ahead, and level */
    subtitle = g_strdup_printf (_("%s ahead %u · %s ahead %u · level %u"), pa->name, h.ahead, pb->name,
                                h.behind, h.even);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (page->versus_row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (page->versus_row), subtitle != NULL ? subtitle : "");
}

/* The period chosen, as a range of dates. */
static void
period_range (guint       period,
              GDateTime **from,
              GDateTime **until)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int year = g_date_time_get_year (now);

  *from = *until = NULL;
  switch (period)
    {
    case PERIOD_30_DAYS:
      *from = g_date_time_add_days (now, -30);
      break;
    case PERIOD_YEAR:
      *from = g_date_time_add_years (now, -1);
      break;
    case PERIOD_THIS_YEAR:
      *from = g_date_time_new_local (year, 1, 1, 0, 0, 0);
      break;
    case PERIOD_LAST_YEAR:
      *from = g_date_time_new_local (year - 1, 1, 1, 0, 0, 0);
      *until = g_date_time_new_local (year, 1, 1, 0, 0, 0);
      break;
    default:
      break;
    }
}

static int
by_name (gconstpointer a,
         gconstpointer b)
{
  return g_utf8_collate ((*(const SyStatsPerson **) a)->name, (*(const SyStatsPerson **) b)->name);
}

/* Fills the person combos with @everyone's names, by name, keeping the
 * choices. */
static void
fill_person_combos (SyHistoryWindow      *self,
                    const SyHistoryStats *everyone)
{
  SyHistoryStatsPage *page = self->stats_page;
  g_autofree char *person = g_strdup (combo_key (page, page->person_row, 1));
  g_autofree char *a = g_strdup (combo_key (page, page->versus_a, 0));
  g_autofree char *b = g_strdup (combo_key (page, page->versus_b, 0));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) with_everyone = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  guint chosen_person = 0, chosen_a = 0, chosen_b;

  /* Borrowed: the copy must not free them. */
  for (guint i = 0; i < everyone->persons->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (everyone->persons, i));
  chosen_b = MIN (1, sorted->len);

  g_ptr_array_sort (sorted, by_name);
  g_ptr_array_set_size (page->keys, 0);
  gtk_string_list_append (with_everyone, _("Everyone"));
  for (guint i = 0; i < sorted->len; i++)
    {
      const SyStatsPerson *p = g_ptr_array_index (sorted, i);

      g_ptr_array_add (page->keys, g_strdup (p->key));
      gtk_string_list_append (names, p->name);
      gtk_string_list_append (with_everyone, p->name);
      if (g_strcmp0 (p->key, person) == 0)
        chosen_person = i + 1;
      if (g_strcmp0 (p->key, a) == 0)
        chosen_a = i;
      if (g_strcmp0 (p->key, b) == 0)
        chosen_b = i;
    }
  /* No pair chosen yet: the first player and the first who played
   * against them. */
  if (b == NULL && sorted->len > 1)
    for (guint j = 0; j < sorted->len; j++)
      {
        SyStatsHeadToHead h;

        if (j == chosen_a)
          continue;
        sy_history_stats_head_to_head (everyone, ((SyStatsPerson *) g_ptr_array_index (sorted, chosen_a))->key,
                                       ((SyStatsPerson *) g_ptr_array_index (sorted, j))->key, &h);
        if (h.games > 0)
          {
            chosen_b = j;
            break;
          }
      }
  page->updating = TRUE;
  adw_combo_row_set_model (page->person_row, G_LIST_MODEL (with_everyone));
  adw_combo_row_set_selected (page->person_row, chosen_person);
  adw_combo_row_set_model (page->versus_a, G_LIST_MODEL (names));
  adw_combo_row_set_model (page->versus_b, G_LIST_MODEL (names));
  adw_combo_row_set_selected (page->versus_a, chosen_a);
  adw_combo_row_set_selected (page->versus_b, chosen_b);
  page->updating = FALSE;
}

/**
 * _sy_history_stats_page_update:
 * @self: the window
 *
 * Works the statistics out again, for the filters chosen: after the
 * history was read, a filter changed or players were merged.
 */
void
_sy_history_stats_page_update (SyHistoryWindow *self)
{
  SyHistoryStatsPage *page = self->stats_page;
  SyEdition editions[] = { 0, SY_EDITION_FIRST, SY_EDITION_SECOND };
  g_autoptr(GDateTime) from = NULL;
  g_autoptr(GDateTime) until = NULL;
  g_autoptr(SyHistoryStats) everyone = NULL;
  g_autofree char *counted = NULL;
  SyHistoryFilter filter = { 0 };
  guint edition = adw_combo_row_get_selected (page->edition_row);
  guint players = adw_combo_row_get_selected (page->players_row);
  gboolean any;

  if (page->updating)
    return;
  clear_rows (page);
  g_clear_pointer (&page->stats, sy_history_stats_free);
  if (self->history == NULL)
    {
      SyHistory none = { g_ptr_array_new (), g_ptr_array_new (), 0 };

      page->stats = sy_history_stats_compute (&none, NULL, NULL);
      g_ptr_array_unref (none.entries);
      g_ptr_array_unref (none.players);
    }
  else
    {
      everyone = sy_history_stats_compute (self->history, self->people, NULL);
      fill_person_combos (self, everyone);
      filter.edition = edition < G_N_ELEMENTS (editions) ? editions[edition] : 0;
      filter.n_players = players > 0 && players != GTK_INVALID_LIST_POSITION ? players : 0;
      period_range (adw_combo_row_get_selected (page->period_row), &from, &until);
      filter.from = from;
      filter.until = until;
      filter.person = combo_key (page, page->person_row, 1);
      page->stats = sy_history_stats_compute (self->history, self->people, &filter);
    }

  any = page->stats->n_games > 0;
  counted = any ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game counted.",
                                                "%u finished games counted.", page->stats->n_games),
                                   page->stats->n_games)
                : g_strdup (_("No finished game is counted: play one to its end, or choose other games."));
  adw_preferences_group_set_description (page->filter_group, counted);
  for (guint i = 0; i < page->stats->persons->len; i++)
    add_person_row (self, g_ptr_array_index (page->stats->persons, i));
  add_records (page);
  add_seats (page);
  add_contracts (page);
  update_versus (page);
  sy_stats_chart_set_bars (SY_STATS_CHART (page->chart), page->stats->bars, page->stats->n_bars);

  gtk_widget_set_visible (GTK_WIDGET (page->persons_group), any);
  gtk_widget_set_visible (GTK_WIDGET (page->chart_group), any);
  gtk_widget_set_visible (GTK_WIDGET (page->versus_group), any && page->stats->persons->len > 1);
  gtk_widget_set_visible (GTK_WIDGET (page->records_group), any);
  gtk_widget_set_visible (GTK_WIDGET (page->seats_group), page->stats->seats->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (page->contracts_group), page->stats->contracts->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-statistics", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.copy-statistics", any);
}

/**
 * _sy_history_stats_page_text:
 * @self: the window
 * @separator: ',' for CSV, '\t' to paste
 *
 * Returns: (transfer full): the statistics shown, as a table
 */
char *
_sy_history_stats_page_text (SyHistoryWindow *self,
                             char             separator)
{
  if (self->stats_page->stats == NULL)
    return g_strdup ("");
  return sy_history_stats_to_csv (self->stats_page->stats, separator);
}

static void
copy_statistics_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  g_autofree char *text = _sy_history_stats_page_text (self, '\t');

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  _sy_history_window_tell (self, _("Statistics copied"), FALSE);
}

static void
merge_response_cb (GObject         *dialog,
                   const char      *response,
                   SyHistoryAnswer *answer)
{
  g_autoptr(SyHistoryWindow) self = g_weak_ref_get (&answer->window);
  const char *person = answer->name;
  GStrv others = answer->others;
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (answer->dropdown));
  g_autofree char *shown = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (answer->entry))));
  g_autoptr(SyHistoryPeople) before = NULL;
  g_autoptr(GError) error = NULL;

  if (self == NULL || !g_str_equal (response, "merge") || chosen >= g_strv_length (others))
    return;
  if (shown[0] == '\0')
    {
      g_free (shown);
      shown = g_strdup (person);
    }
  before = sy_history_people_copy (self->people);
  if (!sy_history_people_merge (self->people, person, others[chosen], shown, &error)
      || !sy_history_people_save (self->people, self->folder, &error))
    {
      g_clear_pointer (&self->people, sy_history_people_free);
      self->people = g_steal_pointer (&before);
      _sy_history_window_show_error (self, _("Could Not Merge the Players"), error->message);
      return;
    }
  _sy_history_window_forget_undo (self);
  self->people_before = g_steal_pointer (&before);
  _sy_history_stats_page_update (self);
  _sy_history_window_tell (self, _("Players merged"), TRUE);
}

/* A person's Merge button: its target is the person as written. */
static void
merge_player_action_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const char *person = g_variant_get_string (parameter, NULL);
  g_autofree char *key = sy_history_people_key (self->people, person);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_auto(GStrv) label_list = NULL;
  g_autoptr(SyHistoryStats) everyone = sy_history_stats_compute (self->history, self->people, NULL);
  const SyStatsPerson *p = sy_history_stats_find_person (everyone, key);
  GtkWidget *box, *dropdown, *entry;
  g_autofree char *body = NULL;
  GObject *dialog;

  for (guint i = 0; i < everyone->persons->len; i++)
    {
      const SyStatsPerson *other = g_ptr_array_index (everyone->persons, i);

      if (other == p)
        continue;
      g_strv_builder_add (names, other->written);
      g_strv_builder_add (labels, other->name);
    }
  label_list = g_strv_builder_end (labels);
  if (p == NULL || label_list[0] == NULL)
    return;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  dropdown = gtk_drop_down_new_from_strings ((const char * const *) label_list);
  gtk_widget_set_name (dropdown, "history-merge-player-with");
  entry = gtk_entry_new ();
  gtk_widget_set_name (entry, "history-merge-player-name");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("The name to show"));
  gtk_editable_set_text (GTK_EDITABLE (entry), p->name);
  gtk_box_append (GTK_BOX (box), dropdown);
  gtk_box_append (GTK_BOX (box), entry);
  body = g_strdup_printf (_("Choose the player who is also %s: the statistics count both as one person, under the name below. The games keep their names. This can be undone."),
                          p->name);
  dialog = _sy_history_window_show_dialog (self, _("Merge Two Players"), body, box, "merge", _("_Merge"));
  _sy_history_answer_connect (dialog, G_CALLBACK (merge_response_cb),
                              _sy_history_answer_new (self, person, g_strv_builder_end (names), dropdown,
                                                 entry));
}

void
_sy_history_window_install_stats_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "history.copy-statistics", NULL, copy_statistics_cb);
  gtk_widget_class_install_action (widget_class, "history.merge-player", "s",
                                   merge_player_action_cb);
}
