/* sy-cruise-chooser.c: the route a launched ship sails, chosen or traced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's best route is drawn on the owner's canals with what each
 * step pays. When best routes end in different places, they are shown
 * side by side and the players pick one. The players may instead trace
 * the route the boat actually sailed, one space at a time: the engine
 * offers only the spaces from which a route of the ship's speed goes on,
 * says why any other is refused, and scores the finished trace.
 */
#define G_LOG_DOMAIN "sy-cruise-chooser"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canals-view.h"
#include "sy-cruise-chooser.h"
#include "sy-message-bar.h"

#define MAX_NEXT 32
/* Tiles are drawn large enough to read the step points and, when tracing,
 * to tap a space with a finger. */
#define ROUTE_CELL 108.0
#define TRACE_CELL 132.0

struct _SyCruiseChooser
{
  GtkWidget parent_instance;

  SyGame *game;
  SyLaunchPlan plan;
  gboolean has_plan;
  guint chosen;
  gboolean tracing;
  gboolean trace_started;      /* the start is known (the boat is placed, or it was tapped) */
  SyRoute trace;
  gboolean trace_scored;
  SyShipScore trace_score;

  GtkWidget *box;
  guint rebuild_id;
};

G_DEFINE_FINAL_TYPE (SyCruiseChooser, sy_cruise_chooser, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOSEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void rebuild (SyCruiseChooser *self);

static const SyCanals *
own_canals (SyCruiseChooser *self)
{
  const SyTable *table = sy_game_get_table (self->game);

  return &sy_table_get_player (table, sy_table_get_current (table))->canals;
}

static gboolean
rebuild_cb (gpointer user_data)
{
  SyCruiseChooser *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* The drawing is rebuilt once the tap that changed it is over: the
 * widget tapped is part of it. */
static void
changed (SyCruiseChooser *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
reset_trace (SyCruiseChooser *self)
{
  memset (&self->trace, 0, sizeof self->trace);
  self->trace_started = own_canals (self)->boat_placed;
  self->trace_scored = FALSE;
}

/**
 * sy_cruise_chooser_trace:
 * @self: a chooser in trace mode
 * @spot: the space the boat entered next (or, before the boat is on the
 *   canals, where it started)
 * @error: return location for why the boat cannot have gone there
 *
 * Returns: whether the space was taken into the trace
 */
gboolean
sy_cruise_chooser_trace (SyCruiseChooser    *self,
                         const SyCanalSpot  *spot,
                         GError            **error)
{
  const SyCanals *canals = own_canals (self);
  guint speed = self->plan.score.speed;
  SyCanalSpot next[MAX_NEXT];
  guint n;

  g_return_val_if_fail (SY_IS_CRUISE_CHOOSER (self), FALSE);

  if (!self->tracing || self->trace_scored)
    return FALSE;

  if (!self->trace_started)
    {
      SyRoute probe = { 0 };

      probe.start = *spot;
      if (sy_canals_route_next (canals, speed, &probe, next, MAX_NEXT) == 0)
        {
          probe.n_steps = 1;
          /* The engine's words for a start off the edge; else the water
           * from there is too short. */
          if (!sy_canals_check_route (canals, &probe, error))
            return FALSE;
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       g_dngettext (GETTEXT_PACKAGE, "From there the boat finds no route of %u step.",
                                    "From there the boat finds no route of %u steps.", speed),
                       speed);
          return FALSE;
        }
      self->trace.start = *spot;
      self->trace_started = TRUE;
      changed (self);
      return TRUE;
    }

  n = sy_canals_route_next (canals, speed, &self->trace, next, MAX_NEXT);
  for (guint i = 0; i < n; i++)
    if (sy_canal_spot_equal (&next[i], spot))
      {
        self->trace.steps[self->trace.n_steps++] = *spot;
        if (self->trace.n_steps == speed)
          {
            SyRoute route = self->trace;

            /* The engine checks and scores the whole route once more. */
            if (!sy_table_plan_route (sy_game_get_table (self->game), &self->plan, &route,
                                      &self->trace_score, error))
              {
                self->trace.n_steps--;
                return FALSE;
              }
            self->trace = route;
            self->trace_scored = TRUE;
          }
        changed (self);
        return TRUE;
      }

  /* Refused: the engine's reason for this step, else a dead end. */
  {
    SyRoute probe = self->trace;

    probe.steps[probe.n_steps++] = *spot;
    if (!sy_canals_check_route (canals, &probe, error))
      return FALSE;
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                 g_dngettext (GETTEXT_PACKAGE, "From there the boat cannot finish a route of %u step.",
                              "From there the boat cannot finish a route of %u steps.", speed),
                 speed);
    return FALSE;
  }
}

static void
space_activated_cb (SyCanalsView    *view,
                    int              x,
                    int              y,
                    guint            position,
                    SyCruiseChooser *self)
{
  SyCanalSpot spot = { x, y, position };
  g_autoptr(GError) error = NULL;

  if (!sy_cruise_chooser_trace (self, &spot, &error) && error != NULL)
    sy_message_tell (GTK_WIDGET (self), error->message);
}

static void
trace_toggled_cb (GtkToggleButton *button,
                  SyCruiseChooser *self)
{
  self->tracing = gtk_toggle_button_get_active (button);
  reset_trace (self);
  changed (self);
}

static void
take_back_cb (GtkButton       *button,
              SyCruiseChooser *self)
{
  if (self->trace.n_steps > 0)
    self->trace.n_steps--;
  else if (!own_canals (self)->boat_placed)
    self->trace_started = FALSE;
  self->trace_scored = FALSE;
  changed (self);
}

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
scrolled_new (GtkWidget *child)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
  return scrolled;
}

/* One best route drawn with each step's points. */
static GtkWidget *
route_view_new (SyCruiseChooser *self,
                const SyRoute   *route)
{
  const SyCanals *canals = own_canals (self);
  guint points[SY_MAX_SPEED];
  GtkWidget *view = sy_canals_view_new (canals);

  sy_canals_view_set_cell_size (SY_CANALS_VIEW (view), ROUTE_CELL);
  sy_route_step_points (canals, route, self->plan.weights, points);
  sy_canals_view_set_route (SY_CANALS_VIEW (view), route, points);
  return view;
}

/* What a launched ship's points call each official (the launch window's
 * breakdown uses the same words). */
static const char *
meeting_name (SyCruiseChooser *self,
              SyCanalMark      mark)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      return _("Soldier official");
    case SY_MARK_BUSINESSMAN:
      /* The edition's word, as the launch window's breakdown says it. */
      return sy_words_get (sy_game_get_edition (self->game), SY_WORD_TRADE_OFFICIAL);
    case SY_MARK_LANTERN:
      return _("Lantern official");
    case SY_MARK_LIFEBOAT:
      return _("Lifeboat official");
    case SY_MARK_LIFEBUOY:
      return _("Lifebuoy official");
    case SY_MARK_RIBAND:
      return _("Blue Riband");
    case SY_MARK_NONE:
    case SY_N_MARKS:
    default:
      g_return_val_if_reached ("");
    }
}

/* A route in the table's terms, from the engine's summary: what it meets
 * on the way, over how many tiles, and where the boat stops. */
static char *
describe_route (SyCruiseChooser *self,
                const SyRoute   *route)
{
  const SyCanals *canals = own_canals (self);
  const SyCanalShape *shape;
  SyRouteSummary summary;
  GString *text = g_string_new (NULL);
  g_autoptr(GString) met = g_string_new (NULL);
  g_autofree char *tile = NULL;

  sy_route_summarize (canals, route, self->plan.weights, &summary);
  for (guint i = 0; i < summary.n_meetings; i++)
    {
      const SyRouteMeeting *m = &summary.meetings[i];

      if (i > 0)
        /* Translators: between the officials a route meets */
        g_string_append (met, _(", "));
      if (m->points > 0)
        /* Translators: an official met on the way, the step and what it
         * pays, “Lifebuoy official (step 2, +2)” */
        g_string_append_printf (met, _("%s (step %u, +%u)"), meeting_name (self, m->mark), m->step, m->points);
      else
        /* Translators: a Blue Riband that a later one outdoes, “Blue Riband (step 1)” */
        g_string_append_printf (met, _("%s (step %u)"), meeting_name (self, m->mark), m->step);
    }
  if (summary.n_meetings == 0)
    g_string_append (met, _("no official"));
  /* Translators: what a cruise route enters on its way, “On the way: Soldier official (step 1, +1)” */
  g_string_append_printf (text, _("On the way: %s"), met->str);
  g_string_append_c (text, '\n');

  shape = sy_canal_palette_find (sy_canal_palette_get_default (), canals->tiles[summary.end_tile].tile.shape);
  if (summary.end_shape_count > 1)
    /* Translators: a canal tile by its shape and which one of that shape
     * it is, in the order rented: “Bend no. 2 of 3” */
    tile = g_strdup_printf (_("%s no. %u of %u"), shape != NULL ? sy_canal_shape_get_name (shape) : "",
                            summary.end_shape_rank, summary.end_shape_count);
  else
    tile = g_strdup (shape != NULL ? sy_canal_shape_get_name (shape) : "");
  /* Translators: how many tiles a route sails on and where the boat
   * stops: the tile and the place on it, “Over 2 tiles; stops on: Bend, South” */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Over %u tile; stops on: %s, %s",
                                             "Over %u tiles; stops on: %s, %s", summary.n_tiles),
                          summary.n_tiles, tile, sy_canal_position_label (summary.end_position));
  return g_string_free (text, FALSE);
}

static void
build_best (SyCruiseChooser *self)
{
  const SyLaunchPlan *plan = &self->plan;
  guint value = sy_route_value (&plan->routes[0], plan->weights);
  g_autofree char *summary = NULL;

  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The best route pays %u point on the canals, step by step:",
                                          "The best route pays %u points on the canals, step by step:",
                                          value), value);
  gtk_box_append (GTK_BOX (self->box), label_new (summary, "dim-label"));

  if (plan->n_routes == 1)
    {
      g_autofree char *words = describe_route (self, &plan->routes[0]);
      GtkWidget *label = label_new (words, NULL);

      gtk_widget_set_name (label, "route-words");
      gtk_box_append (GTK_BOX (self->box), scrolled_new (route_view_new (self, &plan->routes[0])));
      gtk_box_append (GTK_BOX (self->box), label);
      return;
    }

  gtk_box_append (GTK_BOX (self->box),
                  label_new (_("Equal best routes end in different places: choose where the boat ends."),
                             NULL));
  {
    GtkWidget *row = gtk_flow_box_new ();

    /* Side by side as the window allows. */
    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
    gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (row), 12);
    gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (row), 12);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), SY_MAX_TIED_ROUTES);

    for (guint r = 0; r < plan->n_routes; r++)
      {
        GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
        GtkWidget *button = gtk_toggle_button_new ();
        /* Translators: one of several equal best routes, “Route 2” */
        g_autofree char *title = g_strdup_printf (_("Route %u"), r + 1);
        g_autofree char *words = describe_route (self, &plan->routes[r]);
        GtkWidget *words_label = label_new (words, NULL);

        gtk_widget_set_name (words_label, "route-words");
        /* A short column below the drawing: the cards stay side by side. */
        gtk_label_set_max_width_chars (GTK_LABEL (words_label), 24);
        gtk_box_append (GTK_BOX (card), route_view_new (self, &plan->routes[r]));
        gtk_box_append (GTK_BOX (card), label_new (title, "heading"));
        gtk_box_append (GTK_BOX (card), words_label);
        gtk_button_set_child (GTK_BUTTON (button), card);
        gtk_widget_set_name (button, "route-choice");
        gtk_widget_add_css_class (button, "flat");
        /* The buttons show and set the chosen property, one at a time. */
        gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "cruise.route");
        gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint32) r);
        gtk_widget_set_halign (button, GTK_ALIGN_START);
        gtk_flow_box_append (GTK_FLOW_BOX (row), button);
      }
    gtk_box_append (GTK_BOX (self->box), row);
  }
}

static void
build_trace (SyCruiseChooser *self)
{
  const SyCanals *canals = own_canals (self);
  guint speed = self->plan.score.speed;
  GtkWidget *view = sy_canals_view_new (canals);
  GtkWidget *take_back = gtk_button_new_with_mnemonic (_("Take _Back a Step"));
  g_autofree char *prompt = NULL;

  if (self->trace_scored)
    prompt = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The route traced: the ship scores %u point.",
                                           "The route traced: the ship scores %u points.",
                                           self->trace_score.total),
                              self->trace_score.total);
  else if (!self->trace_started)
    prompt = g_strdup (_("Tap the space where the boat started, at the outer edge of the canals."));
  else
    /* Translators: tracing a cruise, “Tap the space the boat entered at step 2 of 5.” */
    prompt = g_strdup_printf (_("Tap the space the boat entered at step %u of %u."),
                              self->trace.n_steps + 1, speed);
  gtk_box_append (GTK_BOX (self->box), label_new (prompt, self->trace_scored ? "heading" : NULL));

  if (self->trace.n_steps > 0)
    {
      guint points[SY_MAX_SPEED];

      sy_route_step_points (canals, &self->trace, self->plan.weights, points);
      sy_canals_view_set_route (SY_CANALS_VIEW (view), &self->trace, self->trace_scored ? points : NULL);
    }
  sy_canals_view_set_cell_size (SY_CANALS_VIEW (view), TRACE_CELL);
  sy_canals_view_set_spaces_active (SY_CANALS_VIEW (view), !self->trace_scored);
  g_signal_connect (view, "space-activated", G_CALLBACK (space_activated_cb), self);
  gtk_box_append (GTK_BOX (self->box), scrolled_new (view));

  if (self->trace_scored)
    {
      g_autofree char *words = describe_route (self, &self->trace);
      GtkWidget *label = label_new (words, NULL);

      gtk_widget_set_name (label, "route-words");
      gtk_box_append (GTK_BOX (self->box), label);
    }

  gtk_widget_set_name (take_back, "trace-take-back");
  gtk_widget_set_halign (take_back, GTK_ALIGN_START);
  gtk_widget_set_sensitive (take_back, self->trace.n_steps > 0
                                       || (self->trace_started && !canals->boat_placed));
  g_signal_connect (take_back, "clicked", G_CALLBACK (take_back_cb), self);
  gtk_box_append (GTK_BOX (self->box), take_back);
}

static void
rebuild (SyCruiseChooser *self)
{
  GtkWidget *child;
  GtkWidget *trace;

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  if (!sy_cruise_chooser_offers_routes (self))
    return;

  trace = gtk_toggle_button_new_with_mnemonic (_("_Trace the Route Sailed"));
  gtk_widget_set_name (trace, "trace-route");
  gtk_widget_set_halign (trace, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (trace, _("Enter the route the boat actually sailed, space by space"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (trace), self->tracing);
  g_signal_connect (trace, "toggled", G_CALLBACK (trace_toggled_cb), self);

  if (self->tracing)
    build_trace (self);
  else
    build_best (self);
  gtk_box_append (GTK_BOX (self->box), trace);
}

/**
 * sy_cruise_chooser_set_plan:
 * @self: a chooser
 * @plan: the launch planned, for the table of the chooser's game
 *
 * Shows the plan's best routes; a trace in progress starts again, since
 * the ship's speed may have changed.
 */
void
sy_cruise_chooser_set_plan (SyCruiseChooser    *self,
                            const SyLaunchPlan *plan)
{
  gboolean same_speed;

  g_return_if_fail (SY_IS_CRUISE_CHOOSER (self));

  same_speed = self->has_plan && self->plan.score.speed == plan->score.speed
               && memcmp (self->plan.weights, plan->weights, sizeof plan->weights) == 0;
  self->plan = *plan;
  self->has_plan = TRUE;
  if (self->chosen >= plan->n_routes)
    {
      self->chosen = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
    }
  if (!same_speed)
    reset_trace (self);
  else if (self->trace_scored)
    {
      SyRoute route = self->trace;

      self->trace_scored = sy_table_plan_route (sy_game_get_table (self->game), &self->plan, &route,
                                                &self->trace_score, NULL);
    }
  rebuild (self);
}

/**
 * sy_cruise_chooser_offers_routes:
 * @self: a chooser
 *
 * Returns: whether the plan's ship sails: it has routes to choose from
 *   and to trace. A ship that fails its cruise has none, and the chooser
 *   shows nothing.
 */
gboolean
sy_cruise_chooser_offers_routes (SyCruiseChooser *self)
{
  g_return_val_if_fail (SY_IS_CRUISE_CHOOSER (self), FALSE);

  return self->has_plan && self->plan.score.failure == SY_SHIP_SCORES && self->plan.n_routes > 0;
}

/**
 * sy_cruise_chooser_get_route:
 * @self: a chooser
 * @route: (out caller-allocates): the route the ship sails
 * @score: (out caller-allocates) (optional): the ship's points on it
 *
 * Returns: whether a route is chosen: %FALSE while a trace is unfinished
 *   or when the ship sails nowhere
 */
gboolean
sy_cruise_chooser_get_route (SyCruiseChooser *self,
                             SyRoute         *route,
                             SyShipScore     *score)
{
  g_return_val_if_fail (SY_IS_CRUISE_CHOOSER (self), FALSE);

  if (!sy_cruise_chooser_offers_routes (self))
    return FALSE;
  if (self->tracing)
    {
      if (!self->trace_scored)
        return FALSE;
      *route = self->trace;
      if (score != NULL)
        *score = self->trace_score;
      return TRUE;
    }
  *route = self->plan.routes[self->chosen];
  if (score != NULL)
    {
      SyRoute checked = *route;

      /* Equal best routes pay the same in all but not from the same
       * officials: the engine scores the one chosen, as the launch will
       * record it. */
      if (!sy_table_plan_route (sy_game_get_table (self->game), &self->plan, &checked, score, NULL))
        *score = self->plan.score;
    }
  return TRUE;
}

static void
sy_cruise_chooser_dispose (GObject *object)
{
  SyCruiseChooser *self = SY_CRUISE_CHOOSER (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_cruise_chooser_parent_class)->dispose (object);
}

/**
 * sy_cruise_chooser_set_game:
 * @self: a chooser
 * @game: the game whose player on turn launches
 *
 * Sets the game and starts the chooser again, as new: no plan until one
 * is set, the first of the best routes chosen, no trace. A chooser kept
 * for the next launch is set so.
 */
void
sy_cruise_chooser_set_game (SyCruiseChooser *self,
                            SyGame          *game)
{
  g_return_if_fail (SY_IS_CRUISE_CHOOSER (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  memset (&self->plan, 0, sizeof self->plan);
  self->has_plan = FALSE;
  self->tracing = FALSE;
  self->trace_started = FALSE;
  self->trace_scored = FALSE;
  memset (&self->trace, 0, sizeof self->trace);
  if (self->chosen != 0)
    {
      self->chosen = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
    }
  rebuild (self);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_cruise_chooser_get_game:
 * @self: a chooser
 *
 * Returns: (transfer none) (nullable): the game whose player on turn launches
 */
SyGame *
sy_cruise_chooser_get_game (SyCruiseChooser *self)
{
  g_return_val_if_fail (SY_IS_CRUISE_CHOOSER (self), NULL);

  return self->game;
}

/**
 * sy_cruise_chooser_set_chosen:
 * @self: a chooser
 * @chosen: which of the plan's equal best routes the ship sails
 *
 * Chooses among the best routes; out of range, nothing changes.
 */
void
sy_cruise_chooser_set_chosen (SyCruiseChooser *self,
                              guint            chosen)
{
  g_return_if_fail (SY_IS_CRUISE_CHOOSER (self));

  if (chosen == self->chosen || !self->has_plan || chosen >= self->plan.n_routes)
    return;
  self->chosen = chosen;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * sy_cruise_chooser_get_chosen:
 * @self: a chooser
 *
 * Returns: which of the plan's equal best routes the ship sails
 */
guint
sy_cruise_chooser_get_chosen (SyCruiseChooser *self)
{
  g_return_val_if_fail (SY_IS_CRUISE_CHOOSER (self), 0);

  return self->chosen;
}

static void
sy_cruise_chooser_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SyCruiseChooser *self = SY_CRUISE_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CHOSEN:
      g_value_set_uint (value, self->chosen);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_cruise_chooser_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SyCruiseChooser *self = SY_CRUISE_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_cruise_chooser_set_game (self, g_value_get_object (value));
      break;
    case PROP_CHOSEN:
      sy_cruise_chooser_set_chosen (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_cruise_chooser_class_init (SyCruiseChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_cruise_chooser_dispose;
  object_class->get_property = sy_cruise_chooser_get_property;
  object_class->set_property = sy_cruise_chooser_set_property;

  /**
   * SyCruiseChooser:game:
   *
   * The game whose player on turn launches.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCruiseChooser:chosen:
   *
   * Which of the plan's equal best routes the ship sails.
   */
  properties[PROP_CHOSEN] =
    g_param_spec_uint ("chosen", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_install_property_action (widget_class, "cruise.route", "chosen");

  /**
   * SyCruiseChooser::changed:
   *
   * The route chosen or traced has changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sy_cruise_chooser_init (SyCruiseChooser *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

/**
 * sy_cruise_chooser_new:
 * @game: the game whose player on turn launches
 *
 * Returns: (transfer floating): a chooser, empty until a plan is set
 */
GtkWidget *
sy_cruise_chooser_new (SyGame *game)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_CRUISE_CHOOSER, "game", game, NULL);
}
