"""Where the user is based, said through their work or their home rather than a verb of
living (`rules/home_bases.py`), a place "here in" a clause that is no flight
(`rules/whereabouts.py`), a Hindi origin with the subject left out (`rules/home_forms.py`)
and "weve"/"ive" typed without the apostrophe before a move or a leaving: fresh phrasings,
and look-alikes that must give no home (other people, states, questions, plans, quotes)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

BASES = [
    # a depot or crew base named
    ("bus driver 6 yrs, depot is wakefield", "Is based in Wakefield"),
    ("tram driver here, our depot is in sheffield", "Is based in Sheffield"),
    ("long haul crew, my base is doha now", "Is based in Doha"),
    ("cabin crew, my home base is stansted", "Is based in Stansted"),
    # a route run out of a town
    ("i skipper a fishing boat out of peterhead", "Works out of Peterhead"),
    ("first officer, flying out of glasgow mostly", "Works out of Glasgow"),
    ("engineer on the ferries out of holyhead", "Works out of Holyhead"),
    # work done round a town
    ("i do about 120 deliveries a day around leicester", "Works around Leicester"),
    ("mobile dog grooming, i run a van round swindon", "Works around Swindon"),
    # "based in" with the subject left out, the formal verb, at home somewhere
    ("based in muscat but from kerala originally", "Lives in Muscat"),
    ("currently based in tbilisi, remote work", "Lives in Tbilisi"),
    ("retired engineer, 74, residing in Karachi", "Lives in Karachi"),
    ("I reside in Nairobi with my wife", "Lives in Nairobi"),
    ("im home in davao with the twins while he's at sea", "Lives in Davao"),
    # a home described by its size
    ("we're in a 3 bed in swindon with my mum", "Lives in Swindon"),
    ("im in a 1 bedroom flat in lewisham", "Lives in Lewisham"),
    # a nationality noun with a hometown, a nationality through a passport
    ("nurse in riyadh, pinoy from iloilo", "Is from Iloilo"),
    ("kiwi from whanganui, living in perth now", "Is from Whanganui"),
    ("pakistani passport so the visa is a pain", "Is Pakistani"),
    ("i have a brazilian passport and an italian one", "Is Brazilian"),
    # "here in" a town, inside a clause about a flight school or with a permit
    ("doing my ppl at a flight school here in tucson", "Lives in Tucson"),
    ("here in the uk on a skilled worker visa", "Lives in UK"),
    # Hindi origin without "main"
    ("pune se hoon, abhi bangalore mein kaam", "Is from Pune"),
    # "weve"/"ive" without the apostrophe
    ("weve moved to Carlisle", "Lives in Carlisle"),
]

NO_BASE = [
    "his depot is york",
    "the depot is closed on sundays",
    "my base is solid but my top notes are weak",
    "the base is flour and water",
    "we ran out of milk",
    "im working out of hours this week",
    "i drive out of town on fridays",
    "she works out of leeds",
    "my brother drives a van round bristol",
    "runs round the clock",
    "is it based in dublin?",
    "if i was based in dubai id be rich",
    "my sister is home in leeds with the baby",
    "im home in time for dinner",
    "im home in 10 mins",
    "we're in a 2 bed hotel room tonight",
    "my husband is a kiwi from auckland",
    "my indian passport expired",
    "she has a polish passport",
    "ill be here in york next week",
    "'based in lisbon' it says on his profile",
    "kal se hoon yahan",
]


def _places(titles: list[str]) -> list[str]:
    return [
        t
        for t in titles
        if t.startswith(("Lives", "Is from", "Is based", "Works out", "Works around", "Is "))
    ]


@pytest.mark.parametrize(("text", "title"), BASES)
def test_the_base_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize("text", NO_BASE)
def test_a_look_alike_gives_no_base(text: str) -> None:
    titles = [t for t in identity_titles(text) if not t.startswith(("Is a", "Is an", "Has"))]
    assert not _places(titles), titles


def test_a_leaving_typed_without_apostrophe_takes_back_the_home() -> None:
    from tests.extractors.scoring import extract_items, stored_identity

    existing = [stored_identity("m1", "Lives in Preston", "personal")]
    _, taken = extract_items("k", [("user", "weve left preston for good", [])], existing)
    assert taken == ["m1"]


# Nationalities the table lacked, said plainly or before a birthplace.
NATIONALITIES = [
    ("so im syrian, born in hamburg", "Is Syrian"),
    ("im jamaican but raised in croydon", "Is Jamaican"),
    ("i'm taiwanese and my partner is dutch", "Is Taiwanese"),
]

NOT_A_NATIONALITY = [
    "jamaican food is the best",
    "is saudi safe to visit?",
    "my neighbour is lebanese",
    "if i was emirati i wouldnt pay tax",
]


@pytest.mark.parametrize(("text", "title"), NATIONALITIES)
def test_a_nationality_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize("text", NOT_A_NATIONALITY)
def test_a_look_alike_is_no_nationality_of_the_user(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith("Is ") and not t.startswith("Is a")], titles
