/* ui-input.c: real pointer clicks and key presses for the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tap() in ui-harness.c emits a button's "clicked": it cannot see a
 * widget that lies over the button, a grab, or a button rebuilt under the
 * pointer. These helpers go through the X server as a player's mouse and
 * keyboard do: the XTest extension moves the pointer, presses its button
 * and the keys, and GTK receives them as any input. libXtst comes with
 * xdotool (tests/bootstrap.sh installs it); it is opened at run time, so
 * the build needs no header of it.
 */
#include "config.h"

#include <dlfcn.h>
#include <gdk/x11/gdkx.h>

#include "ui-harness.h"
#include "ui-input.h"

typedef int (*FakeMotionFunc) (Display *, int, int, int, unsigned long);
typedef int (*FakeButtonFunc) (Display *, unsigned int, Bool, unsigned long);
typedef int (*FakeKeyFunc) (Display *, unsigned int, Bool, unsigned long);

static FakeMotionFunc fake_motion;
static FakeButtonFunc fake_button;
static FakeKeyFunc fake_key;


/* Xvfb is X11, which GTK 4.18 deprecates with its backend (Debian 13): the
 * X11 calls are kept to these two, the deprecation silenced here only. */
static Display *
x_display_of (GdkDisplay *display)
{
  Display *xdisplay;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xdisplay = gdk_x11_display_get_xdisplay (display);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return xdisplay;
}

static Window
x_window_of (GdkSurface *surface)
{
  Window xid;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xid = gdk_x11_surface_get_xid (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return xid;
}

static Display *
x_display (void)
{
  GdkDisplay *display = gdk_display_get_default ();

  if (!GDK_IS_X11_DISPLAY (display))
    g_error ("real input needs the X11 backend (GDK_BACKEND=x11 under Xvfb)");
  if (fake_motion == NULL)
    {
      void *xtst = dlopen ("libXtst.so.6", RTLD_NOW | RTLD_GLOBAL);

      if (xtst == NULL)
        g_error ("libXtst.so.6 is missing (install xdotool or libxtst6): %s", dlerror ());
      fake_motion = (FakeMotionFunc) dlsym (xtst, "XTestFakeMotionEvent");
      fake_button = (FakeButtonFunc) dlsym (xtst, "XTestFakeButtonEvent");
      fake_key = (FakeKeyFunc) dlsym (xtst, "XTestFakeKeyEvent");
      g_assert_nonnull (fake_motion);
      g_assert_nonnull (fake_button);
      g_assert_nonnull (fake_key);
    }
  return x_display_of (display);
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Sends what was faked and lets GTK take it in: the X server's round
 * trip, then the main loop for a moment. */
static void
deliver (Display *xdisplay,
         guint    ms)
{
  gint64 until;
  guint tick;

  XSync (xdisplay, False);
  until = g_get_monotonic_time () + ms * 1000;
  tick = g_timeout_add (10, tick_cb, NULL);
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The point (@x, @y) of @widget on the X screen. */
static void
screen_point (GtkWidget *widget,
              double     x,
              double     y,
              int       *screen_x,
              int       *screen_y)
{
  Display *xdisplay = x_display ();
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;
  double sx, sy;
  Window child;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT ((float) x, (float) y), &point));
  gtk_native_get_surface_transform (native, &sx, &sy);
  XTranslateCoordinates (xdisplay, x_window_of (gtk_native_get_surface (native)),
                         DefaultRootWindow (xdisplay), (int) (point.x + sx), (int) (point.y + sy),
                         screen_x, screen_y, &child);
}

/**
 * find_cover:
 * @widget: a widget shown
 * @within: an ancestor of @widget, the area looked at
 *
 * What a click at the centre of @widget reaches, when it is not @widget:
 * a widget that lies over it. A spin button takes its own + and −.
 *
 * Returns: (nullable) (transfer none): the widget over @widget's centre,
 *   %NULL when the click reaches @widget
 */
GtkWidget *
find_cover (GtkWidget *widget,
            GtkWidget *within)
{
  graphene_point_t centre;
  GtkWidget *on_top;

  if (!gtk_widget_compute_point (widget, within,
                                 &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                       gtk_widget_get_height (widget) / 2.0f),
                                 &centre))
    return within;
  on_top = gtk_widget_pick (within, centre.x, centre.y, GTK_PICK_DEFAULT);
  if (on_top == NULL)
    return within;
  if (on_top == widget || gtk_widget_is_ancestor (on_top, widget) || gtk_widget_is_ancestor (widget, on_top))
    return NULL;
  return on_top;
}

/**
 * find_labelled_button:
 * @root: where to look
 * @label: the button's label, mnemonic included ("_Launch")
 *
 * Returns: (transfer none): the first button below @root labelled @label
 *   that is shown on screen, else the first of them (an alert of
 *   libadwaita 1.2 to 1.4 has a button for each of its layouts, side by
 *   side and stacked, one of them unmapped); fails the test when there is
 *   none
 */
GtkWidget *
find_labelled_button (GtkWidget  *root,
                      const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *first = NULL;

  g_assert_nonnull (root);
  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      {
        if (gtk_widget_get_mapped (g_ptr_array_index (buttons, i)))
          return g_ptr_array_index (buttons, i);
        if (first == NULL)
          first = g_ptr_array_index (buttons, i);
      }
  if (first == NULL)
    g_error ("no button “%s”", label);
  return first;
}

/**
 * pointer_click:
 * @widget: a mapped widget
 *
 * Moves the pointer to the middle of @widget and clicks its first button
 * there, as a player's mouse does; whatever lies on top at that point
 * takes the click.
 */
void
pointer_click (GtkWidget *widget)
{
  Display *xdisplay = x_display ();
  int x, y;

  g_assert_true (gtk_widget_get_mapped (widget));
  {
    GtkWidget *cover = find_cover (widget, GTK_WIDGET (gtk_widget_get_native (widget)));

    if (cover != NULL)
      g_test_message ("%s “%s” is covered at its centre by %s “%s”: the click goes there",
                      G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget),
                      G_OBJECT_TYPE_NAME (cover), gtk_widget_get_name (cover));
  }
  screen_point (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0,
                &x, &y);
  fake_motion (xdisplay, -1, x, y, CurrentTime);
  deliver (xdisplay, 60);
  fake_button (xdisplay, 1, True, CurrentTime);
  deliver (xdisplay, 40);
  fake_button (xdisplay, 1, False, CurrentTime);
  deliver (xdisplay, 120);
}

/**
 * focus_window:
 * @window: a shown window
 *
 * Gives @window the keyboard, as a click on its title would: the pointer
 * rests on it and the X server's input focus is set to it.
 */
void
focus_window (GtkWindow *window)
{
  Display *xdisplay = x_display ();
  Window xid = x_window_of (gtk_native_get_surface (GTK_NATIVE (window)));
  int x, y;

  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  screen_point (GTK_WIDGET (window), 2, 2, &x, &y);
  fake_motion (xdisplay, -1, x, y, CurrentTime);
  /* Until GTK has heard of it: a window shown again just now (resized)
   * may take the focus only once the server has mapped it (GTK 4.18).
   * The server may already give it the focus while GTK believes it does
   * not (GTK 4.18, after a window of the program it had given the focus
   * to went away: no window manager tells it otherwise): setting the
   * focus where it is sends nothing, so from the second try it goes to
   * the screen first, then to the window, which GTK hears as a FocusIn. */
  for (guint tries = 0; !gtk_window_is_active (window) && g_get_monotonic_time () < until; tries++)
    {
      xid = x_window_of (gtk_native_get_surface (GTK_NATIVE (window)));
      if (tries > 0)
        {
          XSetInputFocus (xdisplay, PointerRoot, RevertToPointerRoot, CurrentTime);
          deliver (xdisplay, 50);
        }
      XSetInputFocus (xdisplay, xid, RevertToParent, CurrentTime);
      deliver (xdisplay, 150);
    }
}

/**
 * press_keys:
 * @keyval: a key, as GDK names it (GDK_KEY_Tab)
 * @modifiers: %GDK_CONTROL_MASK, %GDK_ALT_MASK, %GDK_SHIFT_MASK held with it
 *
 * Presses @keyval with @modifiers held and lets them go, through the X
 * server: the window that has the keyboard takes it as a key press.
 */
void
press_keys (guint           keyval,
            GdkModifierType modifiers)
{
  Display *xdisplay = x_display ();
  static const struct {
    GdkModifierType mask;
    KeySym key;
  } held[] = {
    { GDK_CONTROL_MASK, XK_Control_L },
    { GDK_ALT_MASK, XK_Alt_L },
    { GDK_SHIFT_MASK, XK_Shift_L },
  };
  KeyCode code = XKeysymToKeycode (xdisplay, keyval);

  g_assert_cmpuint (code, !=, 0);
  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    if (modifiers & held[i].mask)
      fake_key (xdisplay, XKeysymToKeycode (xdisplay, held[i].key), True, CurrentTime);
  fake_key (xdisplay, code, True, CurrentTime);
  fake_key (xdisplay, code, False, CurrentTime);
  for (guint i = G_N_ELEMENTS (held); i-- > 0;)
    if (modifiers & held[i].mask)
      fake_key (xdisplay, XKeysymToKeycode (xdisplay, held[i].key), False, CurrentTime);
  deliver (xdisplay, 120);
}
