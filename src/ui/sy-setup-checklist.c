/* sy-setup-checklist.c: the steps of laying out the table, to tick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the setup needs for the game's players and edition
 * (sy_game_get_setup_facts()), one row a step with a box to tick when it
 * is done at the table and the value large at its end. The checklist
 * follows its game (#SySetupChecklist:game) through a signal group of its
 * own: it shows while the table is laid out, and keeps its rows, ticked or
 * not, for as long as it shows the same game.
 */
#define G_LOG_DOMAIN "sy-setup-checklist"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-setup-checklist.h"

struct _SySetupChecklist
{
  AdwPreferencesGroup parent_instance;

  SyGame *game;
  GSignalGroup *game_signals;
  GPtrArray *rows;              /* the steps' rows, in their order */
};

G_DEFINE_FINAL_TYPE (SySetupChecklist, sy_setup_checklist, ADW_TYPE_PREFERENCES_GROUP)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A step of the setup: a box to tick when it is done at the table, a
 * title, the value large at the end, and what to do. */
static void
add_fact (SySetupChecklist *self,
          const char       *title,
          const char       *value,
          const char       *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
  g_ptr_array_add (self->rows, row);

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_widget_set_name (check, "setup-step");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);

  gtk_widget_add_css_class (label, "fact-value");
  gtk_widget_add_css_class (label, "title-3");
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
}

static void
add_fact_number (SySetupChecklist *self,
                 const char       *title,
                 guint             value,
                 const char       *subtitle)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  add_fact (self, title, text, subtitle);
}

static char *
describe_discards (const SySetupFacts *facts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < facts->n_discards; i++)
    {
      const SyDiscard *d = &facts->discards[i];

      if (text->len > 0)
        g_string_append (text, "\n");
      if (facts->edition == SY_EDITION_SECOND)
        /* Translators: “After the 4th die leaves the round counter: 1 of each colour” */
        g_string_append_printf (text, _("After die %u leaves the round counter: discard %u of each colour"),
                                d->after_round, d->per_colour);
      else
        g_string_append_printf (text, _("After lap %u of the action track: discard %u of each colour"),
                                d->after_round, d->per_colour);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_facts (SySetupChecklist *self,
            SyGame           *game)
{
  const SySetupFacts *f = sy_game_get_setup_facts (game);
  gboolean second = f->edition == SY_EDITION_SECOND;
  g_autofree char *contracts = g_strdup_printf ("%u + %u", f->contracts_per_colour,
                                                f->contracts_per_colour);
  g_autofree char *discards = describe_discards (f);
  const char *how_dealt;

  add_fact_number (self,
                   second ? _("Action dice each") : _("Action pawns each"),
                   f->markers_per_player,
                   f->markers_per_player > 1 ? _("Two players use three markers each") : NULL);

  if (second)
    add_fact_number (self, _("Dice on the round counter"), f->round_counter_dice,
                     _("Pushed to the left; one more die in the gear wheel’s cutout, its red tooth on Start"));
  else
    add_fact_number (self, _("Countdown marker starts on"), f->countdown_start,
                     _("The space numbered like the players"));

  if (f->subsidy_in_play)
    add_fact (self, second ? _("Subsidy tile") : _("Subsidy card"), _("In play"),
              _("On its marked place on the action track"));
  else
    add_fact (self, second ? _("Subsidy tile") : _("Subsidy card"), _("Out"),
              second ? _("Turned face down") : _("Back in the box"));

  add_fact_number (self,
                   sy_words_get (f->edition, SY_WORD_MONEY_EACH),
                   f->starting_guilders,
                   second ? _("And one goods tile showing all three goods")
                          : _("And one goods wagon card showing all three goods"));

  if (!second)
    how_dealt = _("Green and blue, dealt face down at random");
  else if (f->starting_sets)
    how_dealt = _("Red and blue, one of the recommended starting sets each");
  else
    how_dealt = _("Red and blue, dealt face down at random");
  add_fact (self, _("Contracts each"), contracts, how_dealt);
  add_fact (self, _("Contract discards"), "", discards);

  if (f->employee_sets == 1)
    add_fact (self, second ? _("Employee tiles") : _("Employee cards"), _("Basic"),
              second ? _("Only the tiles with back I") : _("Only the cards with brown backs"));
  else
    add_fact (self, second ? _("Employee tiles") : _("Employee cards"), _("Both sets"),
              second ? _("Set II laid face up on its twins from set I")
                     : _("The second set laid face up on its twins with brown backs"));

  if (f->solo_opponents > 0)
    add_fact_number (self, _("Solo opponents"), f->solo_opponents,
                     _("Their dice on the solo board after yours; the solo action tiles shuffled face down"));

  add_fact (self, _("Offer of ship parts"), "20",
            _("Five rows of four: bows, two columns of middle parts, sterns"));
  add_fact (self, second ? _("Goods tiles and canals") : _("Goods wagon cards and canals"), "5 + 5",
            _("Five of each face up"));
  add_fact (self, _("Ring pointers"), "",
            _("Crew and equipment on random sectors, the exchange on its start space, the employee pointer on a random stop"));
  if (second)
    add_fact (self, _("Action tiles"), "",
              _("The fixed tiles on their marked places, the others in any order; then enter the order below"));
  else
    add_fact (self, _("Action cards"), "",
              _("The fixed cards on their marked places, the others in any order; then enter the order below"));
}

static void
clear_facts (SySetupChecklist *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
}

/* Shown while the table is laid out; the steps stay as they were ticked. */
static void
follow (SySetupChecklist *self)
{
  if (self->game == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self),
                          sy_table_get_phase (sy_game_get_table (self->game)) == SY_PHASE_LAYOUT);
}

/**
 * sy_setup_checklist_set_game:
 * @self: a #SySetupChecklist
 * @game: (nullable): the game whose setup to list
 *
 * Lists the steps @game's setup needs, none ticked, and follows the game
 * from then on: the list shows while the table is laid out.
 */
void
sy_setup_checklist_set_game (SySetupChecklist *self,
                             SyGame           *game)
{
  g_return_if_fail (SY_IS_SETUP_CHECKLIST (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  clear_facts (self);
  if (game != NULL)
    show_facts (self, game);
  g_signal_group_set_target (self->game_signals, game);
  follow (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_setup_checklist_get_game:
 * @self: a #SySetupChecklist
 *
 * Returns: (nullable) (transfer none): the game whose setup is listed
 */
SyGame *
sy_setup_checklist_get_game (SySetupChecklist *self)
{
  g_return_val_if_fail (SY_IS_SETUP_CHECKLIST (self), NULL);

  return self->game;
}

static void
sy_setup_checklist_dispose (GObject *object)
{
  SySetupChecklist *self = SY_SETUP_CHECKLIST (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_SETUP_CHECKLIST);

  G_OBJECT_CLASS (sy_setup_checklist_parent_class)->dispose (object);
}

static void
sy_setup_checklist_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SySetupChecklist *self = SY_SETUP_CHECKLIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_setup_checklist_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SySetupChecklist *self = SY_SETUP_CHECKLIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_setup_checklist_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_setup_checklist_class_init (SySetupChecklistClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_setup_checklist_dispose;
  object_class->get_property = sy_setup_checklist_get_property;
  object_class->set_property = sy_setup_checklist_set_property;

  /**
   * SySetupChecklist:game: (nullable)
   *
   * The game whose setup the checklist lists and follows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-setup-checklist.ui");
}

static void
sy_setup_checklist_init (SySetupChecklist *self)
{
  self->rows = g_ptr_array_new ();
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (follow), self);
  gtk_widget_init_template (GTK_WIDGET (self));
}
