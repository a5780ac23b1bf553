#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the saved games under tests/data/rules/ that test-cli.sh gives the
command line, one for each rule of issue 14 that the engine decides:

  solo-opening.json            legal: the opponents' first dice use no number
  solo-opening-numbered.json   broken: a number for an opponent's first die
  hire-with-income.json        legal: a broke player hires with the income
  late-stack.json              legal: a stack runs out in the final action,
                               a free stand-in in the last chance
  stand-in-too-early.json      broken: a stand-in while its stack lasts
  canal-kept.json              legal: a cruise that leaves no tile keeps a
                               tile that touches the system
  first-edition-lap.json       made by `make-example --first-edition-lap`
  first-edition-lap-entered.json  legal: an older log's round-end at the lap
  first-edition-lap-early.json broken: a round-end before the lap's end

Run from the top of the repository after the build:
  build/tests/make-example --first-edition-lap tests/data/rules/first-edition-lap.json
  tests/make-rules-games.py
"""
import copy
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "rules")
TRACK = ["build", "canal", "goods", "equipment", "crew", "employees", "exchange"]
CREW_RING = ["captain", "businessman", "soldier", "stoker"]
NAMES = [("Alena", "red"), ("Bohdan", "blue"), ("Cecílie", "green")]


def game(n_players, events, mode="beginner"):
    return {
        "format": "shipyard-companion-game",
        "version": 1,
        "edition": 2,
        "contracts": mode,
        "players": [{"name": n, "colour": c} for n, c in NAMES[:n_players]],
        "start-player": 0,
        "card-values": {},
        "events": events,
    }


def layout(**extra):
    # The crew pointer one sector before the captain: one step brings one.
    e = {"type": "layout", "track": TRACK, "equipment-pointer": 0,
         "crew-ring": CREW_RING, "crew-pointer": 3, "employee-pointer": 0}
    e.update(extra)
    return e


def choose(action):
    return {"type": "choose", "action": action}


END = {"type": "end-turn"}


def goods():
    return {"type": "goods", "price": 0, "goods": [0, 1, 2]}


def ring(kind, steps=1, bonus=False):
    e = {"type": kind, "steps": steps}
    if bonus:
        e["bonus"] = True
    return e


def part(kind, slot, row=0, blank=False):
    p = {"kind": kind, "symbols": {}, "row": row, "slot": slot}
    if blank:
        p["blank"] = True
    return p


def straight(x, y, bonus=False):
    e = {"type": "canal", "price": 0, "x": x, "y": y,
         "tile": {"shape": "straight", "rotation": 0, "marks": ["none"] * 9}}
    if bonus:
        e["bonus"] = True
    return e


def write(name, document):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(document, f, indent=2, ensure_ascii=False)
        f.write("\n")


def solo():
    events = [layout(),
              choose("goods"), goods(), END,
              # The opponents' opening dice: their actions are not carried out.
              {"type": "solo-turn", "action": "crew"},
              {"type": "solo-turn", "action": "equipment"},
              choose("canal"), straight(0, 0), END,
              # Opponent 1's next turn uses the solo tile's number.
              {"type": "solo-turn", "action": "employees", "number": 2}]
    write("solo-opening.json", game(1, events))
    events = copy.deepcopy(events)
    events[4]["number"] = 1
    write("solo-opening-numbered.json", game(1, events))


def hire_with_income():
    equipment = ["cannon", "smokestack", "crane", "sail"]
    stops = []
    for s in range(8):
        stops.append([
            # The colours and points the rules give may be left out.
            {"kind": "engineer", "item": equipment[s % 4], "good": 0, "level": 0},
            {"kind": "recruiter", "item": CREW_RING[s % 4], "good": 0, "level": 0, "colour": 1},
            {"kind": "engineer", "item": equipment[(s + 1) % 4], "good": 0, "level": 0,
             "colour": 0, "points": 0},
        ])
    events = [layout(employees=stops),
              choose("goods"), goods(), END,
              # Bohdan spends his 6 guilders on a bonus action.
              choose("build"), {"type": "build", "parts": [part("bow", 0)]},
              ring("crew", bonus=True), END,
              choose("exchange"),
              {"type": "exchange", "goods-tile": 0, "uses": [{"sell": 0}] * 3}, END,
              choose("canal"), straight(0, 0), END,
              # Broke, Bohdan chooses Hire Employee: Alena's die ahead pays 1,
              # which pays the engineer's surcharge.
              choose("employees"), {"type": "hire", "steps": 1, "pile": 0}, END]
    write("hire-with-income.json", game(3, events))


def late_stack():
    discards = [{"type": "discard", "player": p, "colour": c, "count": 1}
                for p in range(3) for c in range(2)]
    events = ([layout(),
               choose("build"), {"type": "build", "parts": [part("bow", 0)]},
               {"type": "stack-empty", "kind": "stern"}, END,
               choose("crew"), ring("crew"), END,
               choose("equipment"), ring("equipment"), END]
              + discards
              + [{"type": "build", "parts": [part("middle", 1)]},
                 {"type": "stack-empty", "kind": "bow"}, END,
                 ring("crew"), END,
                 ring("crew"), END,
                 {"type": "build", "parts": [part("stern", 2, row=4, blank=True)]},
                 {"type": "launch", "slot": 0, "fitting": {"load": {}}}, END])
    write("late-stack.json", game(3, events))
    events = [layout(),
              choose("build"), {"type": "build", "parts": [part("bow", 0, row=4, blank=True)]}, END]
    write("stand-in-too-early.json", game(3, events))


def canal_kept():
    events = [layout(),
              choose("crew"), ring("crew"), END,
              choose("goods"), goods(), END,
              choose("equipment"), ring("equipment"), END,
              choose("canal"), straight(0, 0), END,
              choose("crew"), ring("crew"), END,
              choose("goods"), goods(), END,
              choose("build"),
              {"type": "build", "parts": [part("bow", 0), part("middle", 1), part("stern", 2)]},
              # A second straight east of the first: it touches, no water joins.
              straight(1, 0, bonus=True),
              {"type": "launch", "slot": 0, "fitting": {"load": {"captain": 1}},
               "route": {"start": [0, 0, 1], "steps": [[0, 0, 4]]}},
              END]
    write("canal-kept.json", game(3, events))


def first_edition_lap():
    with open(os.path.join(OUT, "first-edition-lap.json"), encoding="utf-8") as f:
        document = json.load(f)
    events = document["events"]
    chooses = [i for i, e in enumerate(events) if e["type"] == "choose"]
    # Three first turns, then 23 moves of the lead card: the 26th turn
    # ends the lap. An older log entered it in that turn.
    entered = copy.deepcopy(document)
    entered["events"].insert(chooses[25] + 1, {"type": "round-end"})
    entered.pop("position", None)
    write("first-edition-lap-entered.json", entered)
    early = copy.deepcopy(document)
    early["events"].insert(chooses[5] + 1, {"type": "round-end"})
    early.pop("position", None)
    write("first-edition-lap-early.json", early)


os.makedirs(OUT, exist_ok=True)
solo()
hire_with_income()
late_stack()
canal_kept()
first_edition_lap()
