"""Family, pets, health, languages, age and pursuits said in passing or in frames other than
"I have / I'm": written before the rules for them (`rules/identity_family.py`,
`rules/identity_pursuits.py`), with new people, places and words, and the look-alikes that
must give nothing (or nothing in identity)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import but_bare_kin, has_all, identity_titles
from tests.extractors.test_rule_reading import items


def layers_of(text: str) -> set[str]:
    return {item.layer for item in items(text)}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a pursuit practised: identity, not a passing habit
        ("i play in a go club on thursdays, still a beginner", ("go club",)),
        ("I play handball for a club in Aarhus", ("handball", "aarhus")),
        ("i play water polo competitively", ("water polo",)),
        ("we play bridge every wednesday night", ("bridge",)),
        ("i also play cricket in a village team", ("cricket",)),
        ("i surf most mornings before work", ("surf",)),
        ("I boulder three times a week at the local wall", ("boulder",)),
        ("on weekends i go bouldering with my flatmate", ("bouldering",)),
        ("on my days off we go fly fishing on the Test", ("fly fishing",)),
        ("i do judo twice a week", ("judo",)),
        ("I do kickboxing at a gym in Cardiff", ("kickboxing",)),
        ("i make jewellery and sell it at markets", ("jewellery",)),
        ("I brew my own mead", ("mead",)),
        ("these days I write sonnets every evening", ("sonnets",)),
        ("i write short stories on the train", ("short stories",)),
        ("on sundays i play the cello in a string quartet", ("cello",)),
        # once read as preference habits (tests/extractors/test_rule_classes.py)
        ("I play padel twice a week", ("padel",)),
        ("i surf whenever the swell is up", ("surf",)),
        ("I play chess online most nights", ("chess",)),
    ],
)
def test_a_pursuit_practised_is_identity(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles
    assert "preference" not in layers_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "I go running 3 times a week",  # a routine is identity too (the label guide)
        "i cycle to work every day",
        "I meditate every morning",
        "i drink way too much coffee",
    ],
)
def test_a_routine_is_identity_not_preference(text: str) -> None:
    assert identity_titles(text) and "preference" not in layers_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "should I play chess to get smarter?",
        "if I played tennis I'd be fitter",
        "my brother plays rugby for a club in Leeds",
        "i play chess with my son sometimes",  # now and then: no practice
        "i box it up and ship it on monday",
        "i climb the stairs every day, the lift is broken",
        "i write emails all day at work",
        "I make dinner every night",
        "I'd love to go surfing one day",
    ],
)
def test_not_a_pursuit(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith(("Plays", "Goes", "Does",
                                                                      "Makes", "Writes", "Box",
                                                                      "Climbs"))]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # children said in passing, where the frame is about the child
        ("this lunchbox is for my daughter, she's fussy", ("daughter",)),
        ("I'm going to the zoo with my son on friday", ("son",)),
        ("a letter came home from my daughter's nursery today", ("daughter",)),
        ("I have my kids every other weekend since the split", ("kids",)),
        ("stuck at home with the twins all week", ("twins",)),
        ("my son just started at a new primary school in Galway", ("son",)),
        ("my daughter is in year 3 and hates spelling tests", ("daughter",)),
        ("our four grandkids are coming for easter", ("four grandkids",)),
        ("home is Hobart with the wife and 2 kids", ("2 kids",)),
        # a partner counts with a name or with what they do
        ("we moved to Leith with my wife Aoife last year", ("wife", "aoife")),
        ("my husband Tomasz and I run a B&B", ("husband", "tomasz")),
        ("my partner works nights as a paramedic", ("partner", "paramedic")),
        ("since the divorce I rent a flat on my own", ("divorced",)),
    ],
)
def test_family_in_passing(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my wife thinks I work too much",
        "drove my husband mad with the heater",
        "me and my partner are going to Crete in May",
        "planning my son's 10th birthday party",
        "my daughter's recital is on saturday",
        "my husband thinks we should move",
        "what should I buy for my nephew",
        "the twins in the story are evil",
        "is it normal for a 4 year old girl to bite",
    ],
)
def test_not_family_in_passing(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith(("Has", "Wife", "Husband",
                                                                      "Partner", "Is"))]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # pets named or counted in passing
        ("our rabbit Clementine chewed through the charger", ("rabbit", "clementine")),
        ("so my gecko Ziggy shed his skin overnight", ("gecko", "ziggy")),
        ("my 3 heelers sleep in the ute", ("3 heelers",)),
        ("our two whippets hate the rain", ("two whippets",)),
        ("we keep angora rabbits for the wool", ("angora rabbits",)),
        # health, diet and languages in other frames
        ("can't knit much these days because of my arthritis", ("arthritis",)),
        ("haven't run since march due to plantar fasciitis", ("plantar fasciitis",)),
        ("the doc says its sciatica, great", ("sciatica",)),
        ("my GP says I've got hypertension", ("hypertension",)),
        ("I'm an amputee so stairs are a pain", ("amputee",)),
        ("im pescatarian if food comes up", ("pescatarian",)),
        ("I sign Auslan at work", ("auslan",)),
        ("my korean is around topik 3", ("korean",)),
        ("my mandarin is about HSK 4 level", ("mandarin",)),
        ("what's a decent 10k time for a 52 year old man", ("52",)),
    ],
)
def test_pets_health_and_languages_in_other_frames(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my dog walker Jenny quit on me",
        "my Rabbit stew recipe needs work",
        "the vet says my dog has arthritis",
        "my mum can't walk far because of her arthritis",
        "I'd hate to have sciatica",
        "my brother signs BSL",
        "her spanish is terrible lol",
        "she's a 35 year old woman from Oslo",
    ],
)
def test_not_the_users_pet_health_or_language(text: str) -> None:
    titles = but_bare_kin(identity_titles(text))
    assert not [t for t in titles if t.startswith(("Has", "Signs", "Speaks", "Is"))], titles
