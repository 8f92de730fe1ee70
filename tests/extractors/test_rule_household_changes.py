"""Household and body facts read across clauses or against what is stored: a housemate who
moved out, a club left, a diet ended behind a chat hedge, allergens listed after a vague
"allergic to everything", a group's head count that is no one's children, and a child's
team one coaches. Look-alikes take nothing back and add nothing."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import identity_titles
from tests.extractors.test_rule_reading import chat

STORED = {
    "mate": ("Shares a flat with roommate Jess", "personal"),
    "mates": ("Lives with two flatmates", "personal"),
    "club": ("Member of Croydon Harriers running club", "personal"),
    "choir": ("Sings in the Bach Choir", "personal"),
    "veg": ("Is vegetarian", "personal"),
    "son": ("Has a son", "relationship"),
    "job": ("Works as a plumber", "professional"),
}


def retracted(*turns: str) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("jess moved out finally!!! living alone for the first time ever", {"mate"}),
        ("so Jess has moved out, the flat is so quiet", {"mate"}),
        ("my flatmate moved out last week", {"mate", "mates"}),
        ("our roommate just moved out lol", {"mate", "mates"}),
        ("left the harriers tbh, too much politics 🙄", {"club"}),
        ("i quit the bach choir last month", {"choir"}),
        ("also lowkey i started eating fish again in japan", {"veg"}),
        ("honestly i eat chicken again, my iron was awful", {"veg"}),
    ],
)
def test_a_change_at_home_takes_back_the_stored_memory(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


@pytest.mark.parametrize(
    "text",
    [
        "my son moved out in may",  # a child leaving home: no housemate gone
        "tom moved out",  # no stored housemate of that name
        "i moved out of my parents place at 19",  # the user's own move
        "did jess move out?",  # a question
        "if jess moved out i couldnt afford the rent",  # a hypothetical
        "left the office early today",  # the day's leaving, not a club
        "left my bag at the harriers clubhouse",  # a thing left behind, not the club
    ],
)
def test_look_alikes_take_nothing_back(text: str) -> None:
    assert not retracted(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im the one allergic to everything lol, shellfish and penicillin",
         {"Is allergic to shellfish", "Is allergic to penicillin"}),
        ("i'm allergic to a lot of stuff: nuts, kiwi and latex",
         {"Is allergic to nuts", "Is allergic to kiwi", "Is allergic to latex"}),
        ("allergic to loads tbh, mainly dairy and eggs",
         {"Is allergic to dairy", "Is allergic to eggs"}),
        ("im allergic to so many things, like cats, dust and pollen",
         {"Is allergic to cats", "Is allergic to dust", "Is allergic to pollen"}),
        ("I'm allergic to a few meds, penicillin and codeine",
         {"Is allergic to penicillin", "Is allergic to codeine"}),
    ],
)  # fmt: skip
def test_allergens_listed_after_a_vague_allergy(text: str, expected: set[str]) -> None:
    titles = identity_titles(text)
    assert expected <= set(titles), titles
    assert not any("everything" in t or "stuff" in t or "things" in t for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "my son is allergic to everything, eggs and milk",  # the son's
        "im allergic to everything, its so annoying",  # no list follows
        "is anyone allergic to everything, like dust and cats?",  # a question
        "if i was allergic to everything, eggs and milk would be the worst",  # hypothetical
    ],
)
def test_no_allergy_of_the_users_from_these(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Is allergic") for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "i coach my son's under 10s football team on saturdays, 14 kids, half of them just chase the ball",
        "i coach a u12 netball side, 11 girls, all chaos",
        "I teach a year 2 class, 28 children, its loud",
        "we run a scout troop on fridays, about 20 kids",
    ],
)
def test_a_groups_head_count_is_no_ones_children(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith("Has ") and t[4].isdigit() for t in titles), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("single dad, 2 kids, work in a call centre", "Has 2 kids"),
        ("stay at home dad here, 3 kids. my team at work is chaos", "Has 3 kids"),
    ],
)
def test_ones_own_children_counted_beside_other_talk(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i coach my son's under 10s football team on saturdays",
         "Coaches their son's under 10s football team"),
        ("I coach my nephew's under 12 rugby team", "Coaches their nephew's under 12 rugby team"),
    ],
)  # fmt: skip
def test_a_relatives_team_one_coaches(text: str, expected: str) -> None:
    titles = identity_titles(text)
    assert any(t.startswith(expected) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("our african grey kiko is 22 years old and she has started plucking",
         "Has an african grey named Kiko"),
        ("our border collie maple is 3 and never sleeps", "Has a border collie named Maple"),
        ("my old labrador bess is 14 now", "Has a labrador named Bess"),
        ("my golden retriever max is 9, any joint supplements?", "Has a golden retriever named Max"),
        ("our cockatoo pip has started screaming at 6am", "Has a cockatoo named Pip"),
    ],
)  # fmt: skip
def test_a_pet_named_in_lower_case_after_its_breed(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my stupid cat kiko is sick",  # a mood before the pet, no breed
        "is your border collie maple ok?",  # someone else's, asked
        "my friend's african grey kiko is 22",  # someone else's pet
    ],
)
def test_no_breed_from_these(text: str) -> None:
    titles = identity_titles(text)
    assert not any(" named " in t and t.split(" named ")[0].count(" ") > 2 for t in titles), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We keep bees (about 12 hives, manuka honey) on our farm", "Keeps bees (about 12 hives)"),
        ("I keep bees, 6 hives at the bottom of the garden", "Keeps bees (6 hives)"),
        ("we keep bees - 30 hives now", "Keeps bees (30 hives)"),
        ("i keep 18 bee hives", "Keeps bees (18 hives)"),
        ("I am 71, retired, and I keep 18 bee hives", "Keeps bees (18 hives)"),
    ],
)
def test_hives_counted_with_the_bees(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "i keep bees. 3 hives died over winter",  # what happened, not how many are kept
        "I keep bees, how many hives should a beginner have?",  # a question
        "my uncle keeps bees, 40 hives",  # someone else's bees
    ],
)
def test_no_hive_count_from_these(text: str) -> None:
    assert not any("hives)" in t for t in identity_titles(text))


@pytest.mark.parametrize(
    "text",
    [
        "i only recently started running",
        "i really recently got into chess",
        "i literally never cook",
    ],
)
def test_an_ly_adverb_is_never_the_verb_of_a_title(text: str) -> None:
    titles = identity_titles(text)
    assert not any(w.endswith(("lies", "lys")) for t in titles for w in t.lower().split()), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("everyone in my family has adhd, me included", "Has adhd"),
        ("half my family is coeliac, me included", "Is coeliac"),
        ("we're all vegetarian, me included", "Is vegetarian"),
        ("all three of us are vegan, including me", "Is vegan"),
        ("my whole family is deaf, including me", "Is deaf"),
    ],
)
def test_a_groups_trait_claimed_with_me_included(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "everyone in my family has adhd",  # the user is not said to be in it
        "everyone in my family is going to spain, me included",  # a plan, no trait
        "is everyone in your family coeliac, you included?",  # a question to someone else
        "if we were all vegan, me included, dinner would be easy",  # a hypothetical
    ],
)
def test_no_trait_of_the_users_from_these(text: str) -> None:
    titles = identity_titles(text)
    assert not any(
        t.startswith(("Has adhd", "Is coeliac", "Is vegan", "Lives in")) for t in titles
    ), titles


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("welp fintrix laid off half the design team yesterday, me included 🙃", {"fintrix"}),
        ("acme laid off 200 people, me included", {"acme"}),
        ("so Northwind let go of a third of the staff, including me", {"northwind"}),
    ],
)
def test_a_layoff_of_a_group_me_included(text: str, gone: set[str]) -> None:
    existing = [
        stored_identity("fintrix", "Works as a UX designer at Fintrix", "professional"),
        stored_identity("acme", "Works at Acme", "professional"),
        stored_identity("northwind", "Works as an analyst at Northwind", "professional"),
    ]
    edits = identity_edits(RuleBasedExtractor(), chat(text), existing)
    assert set(taken_back(edits)) == gone


@pytest.mark.parametrize(
    "text",
    [
        "acme laid off 200 people, not me thankfully",
        "acme laid off 200 people",
        "did acme lay off half the team, me included?",
    ],
)
def test_a_layoff_without_me_takes_nothing_back(text: str) -> None:
    existing = [stored_identity("acme", "Works at Acme", "professional")]
    assert not taken_back(identity_edits(RuleBasedExtractor(), chat(text), existing))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my nanay will be so happy, she is alone in our bahay and she has diabetes pa",
         "Mother has diabetes"),
        ("my dad is visiting next week, he has parkinsons", "Dad has parkinsons"),
        ("my sister came over. she has asthma", "Sister has asthma"),
        ("my tatay is retired now, he had a stroke in march", "Father had a stroke"),
    ],
)  # fmt: skip
def test_a_relatives_condition_said_with_a_pronoun(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my boss is annoying, she has adhd apparently",  # not a relative
        "my dad is visiting, he has a new car",  # a thing owned, no condition
        "my sister said she has asthma?",  # asked
        "my friend came over. she has asthma",  # a friend's
    ],
)
def test_no_relatives_condition_from_these(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.endswith(("adhd", "ADHD", "asthma", "car")) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "my mom just got her interview date and she only speaks spanish",
            "Mom only speaks Spanish",
        ),
        ("my husband speaks tagalog and english", "Husband speaks Tagalog and English"),
        ("my dad is coming too, he only speaks arabic", "Dad only speaks Arabic"),
    ],
)
def test_a_relatives_language(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my son speaks a bit of french now",  # being learnt
        "my boss only speaks german",  # not a relative
        "does my mom only speak spanish?",  # asked
    ],
)
def test_no_relatives_language_from_these(text: str) -> None:
    assert not any(" speaks " in t for t in identity_titles(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yeah he does parkrun with me most saturdays", "Does parkrun most saturdays"),
        ("my daughter plays tennis with me every weekend", "Plays tennis every weekend"),
        ("my son goes climbing with me twice a week", "Goes climbing twice a week"),
    ],
)
def test_a_pursuit_someone_does_with_me(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "she played chess with me once",  # an event, no how-often
        "does he do parkrun with me most saturdays?",  # asked
        "if he did parkrun with me every saturday i'd be fitter",  # a hypothetical
    ],
)
def test_no_shared_pursuit_from_these(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Does ", "Plays ", "Goes ")) for t in titles), titles
