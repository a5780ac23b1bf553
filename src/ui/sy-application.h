/* sy-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SY_TYPE_APPLICATION (sy_application_get_type ())

G_DECLARE_FINAL_TYPE (SyApplication, sy_application, SY, APPLICATION, AdwApplication)

SyApplication *sy_application_new (void);

G_END_DECLS
