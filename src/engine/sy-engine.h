/* sy-engine.h: the rules of Shipyard, GLib only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine-types.h"
#include "sy-engine-enums.h"
#include "sy-error.h"
#include "sy-game.h"
#include "sy-setup.h"
#include "sy-catalog.h"
#include "sy-items.h"
#include "sy-part.h"
#include "sy-yard.h"
#include "sy-best-fitting.h"
#include "sy-cruise.h"
#include "sy-ship.h"
#include "sy-canal-shape.h"
#include "sy-canals.h"
#include "sy-canal-oracle.h"
#include "sy-action.h"
#include "sy-employee.h"
#include "sy-event.h"
#include "sy-event-codec.h"
#include "sy-table.h"
#include "sy-launch.h"
#include "sy-what-if.h"
#include "sy-save.h"
#include "sy-history.h"
#include "sy-contracts.h"
#include "sy-tally.h"
#include "sy-timeline.h"
